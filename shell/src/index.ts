// The stylesheets load with the page (a <link> in index.html), not with a script: server-rendered HTML is styled
// before any script runs.
import '@stairs/ui/theme.css';
import './styles.css';
import './bootstrap';

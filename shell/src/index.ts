// The stylesheets load with the page (a <link> in index.html), not with the bootstrap chunk: server-rendered
// HTML is styled before any script runs.
import '@stairs/ui/theme.css';
import './styles.css';
// Async boundary: shared singletons (React, router, jotai, …) are negotiated by the federation runtime
// before any module that imports them runs.
import('./bootstrap');

// Exposed as 'calculators/QuoteEmailSentPage'. The stylesheet import makes the remote's CSS load with the module.
import '../styles.css';

export { default } from '../pages/QuoteEmailSentPage';

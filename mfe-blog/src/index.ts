// Async boundary for the standalone development frame (shared singletons are negotiated first).
import('./bootstrap');

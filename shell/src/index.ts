// Async boundary: shared singletons (React, router, jotai, …) are negotiated by the federation runtime
// before any module that imports them runs.
import('./bootstrap');

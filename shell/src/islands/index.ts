// The script of a rendered public page, loaded by its boot script at the visitor's first intent (docs/decisions.md,
// "What is hydrated"); admin pages and pages without their HTML run the app (../index.ts) instead.
import { hydrateIslands } from './hydrate-islands';
hydrateIslands();

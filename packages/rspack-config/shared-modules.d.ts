// Types of shared-modules.js for the TypeScript apps (the shell's provider table is checked against it).
export declare const SHARED_SINGLETONS: readonly string[];
export declare const SHARED_MODULE_REQUESTS: readonly string[];
export type SharedModuleOffers = Record<string, { version: string; singleton: boolean }>;
export declare function sharedModules(
  deps: Record<string, string>,
): Record<string, { singleton?: boolean; requiredVersion: string | false }>;
export declare function sharedModuleOffers(dirname: string): SharedModuleOffers;

// Development-only entry (imported by each remote's src/bootstrap.tsx as '@stairs/site/dev'); not part of
// the shared @stairs/site module, so it never reaches production bundles.
export { RemoteDevFrame, type DevFrameRoute, type RemoteDevFrameProps } from './RemoteDevFrame';

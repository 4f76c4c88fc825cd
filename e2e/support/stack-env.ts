/** Ports and names of the e2e stack (docs/conventions.md): its own database and Redis prefix per run. */
export const E2E_GATEWAY_PORT = Number(process.env.E2E_GATEWAY_PORT ?? 8180);
export const E2E_API_PORT = Number(process.env.E2E_API_PORT ?? 3101);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_GATEWAY_PORT}`;
export const E2E_ADMIN_PASSWORD = 'e2e-admin-passwort';

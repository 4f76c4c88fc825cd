/** Ports and names of the e2e stack (docs/conventions.md): its own database and Redis prefix per run. */
export const E2E_GATEWAY_PORT = Number(process.env.E2E_GATEWAY_PORT ?? 8180);
export const E2E_API_PORT = Number(process.env.E2E_API_PORT ?? 3101);
/**
 * The stack's mail server (SMTP_URL): a test that reads e-mails starts its sink on this port (a mail that finds no
 * server meanwhile is retried by the worker, as with a real one that is down).
 */
export const E2E_SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? E2E_API_PORT + 5);
/** Where the stack sends the operator's notifications. */
export const E2E_NOTIFY_EMAIL = 'betrieb@e2e.example.at';
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_GATEWAY_PORT}`;
export const E2E_ADMIN_PASSWORD = 'e2e-admin-passwort';

/** Ports and names of the e2e stack (docs/conventions.md): its own database and Redis prefix per run. */
export const E2E_GATEWAY_PORT = Number(process.env.E2E_GATEWAY_PORT ?? 8180);
export const E2E_API_PORT = Number(process.env.E2E_API_PORT ?? 3101);
/** The run's mail catcher (support/mail-catcher.ts): its SMTP server (the stack's SMTP_URL) and its web inbox. */
export const E2E_SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? E2E_API_PORT + 5);
export const E2E_MAIL_WEB_PORT = Number(process.env.E2E_MAIL_WEB_PORT ?? E2E_API_PORT + 6);
/** Where the stack sends the operator's notifications. */
export const E2E_NOTIFY_EMAIL = 'betrieb@e2e.example.at';
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_GATEWAY_PORT}`;
export const E2E_ADMIN_PASSWORD = 'e2e-admin-passwort';

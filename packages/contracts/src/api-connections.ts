/**
 * How long the API keeps an idle keep-alive connection, and how long a proxy in front of it (the gateway, the page
 * server's proxy) keeps one in its pool: the proxy must give up first. When both wait the same time (Node's 5 s
 * default on each side), the API closes a connection at the moment the proxy sends the next request on it, and the
 * visitor gets a 502 ('socket hang up'). 65 s also outlasts nginx's upstream keep-alive (60 s) in production.
 */
export const API_KEEP_ALIVE_TIMEOUT_MS = 65_000;

/** A proxy's idle connection to the API is closed after this (less than API_KEEP_ALIVE_TIMEOUT_MS). */
export const PROXY_IDLE_CONNECTION_MS = 55_000;

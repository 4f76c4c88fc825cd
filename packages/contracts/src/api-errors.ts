/** Body of every 4xx/5xx answer of the API (NestJS shape, German message). */
export interface ApiErrorBody {
  statusCode: number;
  message: string;
  error?: string;
}

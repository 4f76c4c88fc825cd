import { type Server } from 'node:http';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';

/** A supertest agent holding an admin session (the test app's default password is 'admin-demo'). */
export async function adminAgent(server: Server, password = 'admin-demo'): Promise<TestAgent> {
  const agent = request.agent(server);
  await agent.post('/api/auth/login').send({ password }).expect(200);
  return agent;
}

// The floor of the load benchmark: a bare NestJS endpoint on pg that does the same one-transaction insert as
// POST /api/calculate-concrete (a calculation with its quote number and a conversion event), without
// validation, prices, rate limit, session, logging or job. What the API costs above this is the API's overhead.
// Started by load-floor.mjs as its own process: node backend/bench/lib/floor-app.mjs <port> <databaseUrl>
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
require('reflect-metadata');
const { Body, Controller, HttpCode, Module, Post } = require('@nestjs/common');
const { NestFactory } = require('@nestjs/core');
const { Pool } = require('pg');

const [port, databaseUrl] = process.argv.slice(2);
const pool = new Pool({ connectionString: databaseUrl, max: 10 });

class FloorController {
  async calculate(body) {
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      const { rows } = await client.query(
        `INSERT INTO calculations (type, inputs, results, price_snapshot) VALUES ('concrete', $1, '{}', '{}')
         RETURNING id, quote_number`,
        [JSON.stringify(body)],
      );
      await client.query(`INSERT INTO conversion_events (kind, reference_id) VALUES ('concrete', $1)`, [
        rows[0].id,
      ]);
      await client.query('COMMIT');
      return { id: rows[0].id, quoteNumber: rows[0].quote_number };
    } catch (error) {
      await client.query('ROLLBACK');
      throw error;
    } finally {
      client.release();
    }
  }
}
// Decorators applied by hand: this file is plain JavaScript.
Body()(FloorController.prototype, 'calculate', 0);
Reflect.decorate(
  [Post('calculate-concrete'), HttpCode(200)],
  FloorController.prototype,
  'calculate',
  Object.getOwnPropertyDescriptor(FloorController.prototype, 'calculate'),
);
Reflect.decorate([Controller('api')], FloorController);
class FloorModule {}
Reflect.decorate([Module({ controllers: [FloorController] })], FloorModule);

const app = await NestFactory.create(FloorModule, { logger: false });
await app.listen(Number(port), '127.0.0.1');

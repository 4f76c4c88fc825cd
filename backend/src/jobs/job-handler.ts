import { applyDecorators, Injectable } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import { type Job } from 'bullmq';
import { type JobKey, type JobPayload } from './job-registry';

/** What the worker finds handlers by (src/jobs/job-workers.service.ts); set with HandlesJob. */
export const JobHandlerMark = DiscoveryService.createDecorator<JobKey>();

/**
 * Makes a class the provider that does one kind of job: `@HandlesJob('renderQuote') class RenderQuoteHandler
 * implements JobHandler<'renderQuote'>`. The worker finds handlers by this mark and refuses to start unless every
 * job of the registry has exactly one.
 */
export const HandlesJob = (key: JobKey): ClassDecorator => applyDecorators(Injectable(), JobHandlerMark(key));

export interface JobHandler<K extends JobKey> {
  /** The payload has passed the job's schema. Throw to retry; throw UnrecoverableError when a retry cannot help. */
  handle(payload: JobPayload<K>, job: Job): Promise<unknown>;
}

export interface FoundHandler {
  job: string;
  handler: string;
}

/** Throws naming every job without a handler, with two or more, and every handler of an unknown job. */
export function checkJobHandlers(jobs: readonly string[], found: readonly FoundHandler[]): void {
  const problems: string[] = [];
  for (const job of jobs) {
    const handlers = found.filter((entry) => entry.job === job).map((entry) => entry.handler);
    if (handlers.length === 0) problems.push(`job "${job}" has no handler`);
    if (handlers.length > 1)
      problems.push(`job "${job}" has ${handlers.length} handlers: ${handlers.join(', ')}`);
  }
  for (const entry of found) {
    if (!jobs.includes(entry.job))
      problems.push(`${entry.handler} handles "${entry.job}", which is not a job`);
  }
  if (problems.length > 0)
    throw new Error(`Job handlers do not match the job registry: ${problems.join('; ')}`);
}

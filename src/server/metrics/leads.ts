import 'server-only';

import { Counter } from 'prom-client';

import { proofOfWorkResults, type ProofOfWorkResult } from '@/server/db/schema';
import { leadForms, type LeadForm } from '@/server/leads/forms';

import { sharedMetric } from './registry';

/** The lead forms and the newsletter's sign-up. */
type CountedForm = LeadForm | 'newsletter';
const countedForms: CountedForm[] = [...leadForms, 'newsletter'];

/** accepted: stored and passed on; flagged: stored as spam, unannounced; refused: not stored. */
type LeadOutcome = 'accepted' | 'flagged' | 'refused';

const leadsTotal = sharedMetric('site_leads_total', (options) => {
  const counter = new Counter({
    ...options,
    help: 'Form submissions by form and outcome: accepted, flagged as spam, or refused',
    labelNames: ['form', 'outcome'],
  });
  // Every series from the start, so that rate() sees the first submission.
  for (const form of countedForms) {
    for (const outcome of ['accepted', 'flagged', 'refused'] as const) {
      counter.inc({ form, outcome }, 0);
    }
  }
  return counter;
});

/** Counts a submission of `form` by what became of it. */
export function countLead(form: CountedForm, outcome: LeadOutcome): void {
  leadsTotal.inc({ form, outcome });
}

const rateLimitRefusals = sharedMetric('site_rate_limit_refusals_total', (options) => {
  const counter = new Counter({
    ...options,
    help: 'Submissions refused because their client was over its rate limit, by form',
    labelNames: ['form'],
  });
  for (const form of [...countedForms, 'unsubscribe-link']) counter.inc({ form }, 0);
  return counter;
});

/** Counts a submission the rate limits refused; `form` is one the limits name. */
export function countRateLimitRefusal(form: string): void {
  rateLimitRefusals.inc({ form });
}

const proofOfWorkChecks = sharedMetric('site_proof_of_work_checks_total', (options) => {
  const counter = new Counter({
    ...options,
    help: 'Proofs of work of submissions, by result: solved, missing or invalid',
    labelNames: ['result'],
  });
  for (const result of proofOfWorkResults) counter.inc({ result }, 0);
  return counter;
});

/** Counts the proof of work of a submission by its result. */
export function countProofOfWork(result: ProofOfWorkResult): void {
  proofOfWorkChecks.inc({ result });
}

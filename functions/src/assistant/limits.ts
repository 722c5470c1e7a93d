// What bounds the assistant's use of a language model: the question's length, the answer's tokens, the time a
// provider may take, and budgets of model answers per client and per site, spent in the throttles' store records so
// that every instance counts together (decision 015). And the codes the pages localize when a model cannot answer.
import type { Store } from '../domain/repositories.js';
import { Budget, BudgetSpentError, spendBudgets } from '../services/throttle.js';

export const ASSISTANT_LIMITS = {
  /** Characters of a question (a wish, not an essay; longer ones are refused before anything is asked). */
  maxQuestionChars: 500,
  /** Earlier questions of the conversation sent along, newest kept. */
  maxHistoryTurns: 6,
  /** Tokens of one answer: brief steps, materials and a few listings fit; a runaway answer is cut off. */
  maxOutputTokens: 1_024,
  /** Model turns within one answer (the first, plus follow-up searches through the listings tool). */
  maxTurns: 4,
  /** The whole model call, tool calls included; beyond it the person gets the listings without prose. */
  timeoutMs: 30_000,
} as const;

/** Model answers per client (its address): a conversation's worth in ten minutes, a few such in a day. */
const clientShortBudget = new Budget('assistantClient10m', { max: 10, windowMs: 10 * 60_000 });
const clientDayBudget = new Budget('assistantClientDay', { max: 40, windowMs: 24 * 3_600_000 });
/** Default number of model answers the whole site gives per 24 hours (ASSISTANT_DAILY_ANSWERS overrides). */
export const DEFAULT_SITE_DAILY_ANSWERS = 1_000;

/**
 * Why an answer has no model prose (or no answer at all), as codes the pages have messages for.
 * - QUESTION_EMPTY, QUESTION_TOO_LONG: the question was refused (nothing was asked or retrieved).
 * - RATE_LIMITED: this client asked for too many model answers (`retryAfterSeconds`).
 * - BUDGET_SPENT: the site's model answers for the day are used up.
 * - PROVIDER_RATE_LIMITED: the provider refused for its quota or load.
 * - PROVIDER_KEY_REJECTED: the configured key is missing at the provider's end, invalid or not allowed.
 * - PROVIDER_ERROR: any other failure of the provider or of its answer.
 * - TIMEOUT: the provider took longer than `timeoutMs`.
 */
export type AssistantErrorCode =
  | 'QUESTION_EMPTY'
  | 'QUESTION_TOO_LONG'
  | 'RATE_LIMITED'
  | 'BUDGET_SPENT'
  | 'PROVIDER_RATE_LIMITED'
  | 'PROVIDER_KEY_REJECTED'
  | 'PROVIDER_ERROR'
  | 'TIMEOUT';

export class AssistantError extends Error {
  override readonly name = 'AssistantError';
  constructor(
    readonly code: AssistantErrorCode,
    message: string,
    readonly retryAfterSeconds?: number,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** Refuses an empty or over-long question before anything is retrieved or asked. */
export function checkQuestion(question: string): string {
  const trimmed = question.trim();
  if (!trimmed) throw new AssistantError('QUESTION_EMPTY', 'The question is empty.');
  if ([...trimmed].length > ASSISTANT_LIMITS.maxQuestionChars) {
    throw new AssistantError('QUESTION_TOO_LONG', `The question is longer than ${ASSISTANT_LIMITS.maxQuestionChars} characters.`);
  }
  return trimmed;
}

/**
 * Spends one model answer from the client's budgets and the site's daily budget, all or none (a refused client spends
 * nothing of the site's). Throws AssistantError RATE_LIMITED (the client's) or BUDGET_SPENT (the site's).
 */
export async function spendAnswerBudget(store: Store, clientKey: string, now: Date, siteDailyAnswers = DEFAULT_SITE_DAILY_ANSWERS): Promise<void> {
  const siteBudget = new Budget('assistantSiteDay', { max: siteDailyAnswers, windowMs: 24 * 3_600_000 });
  try {
    await spendBudgets(
      store,
      [
        { budget: clientShortBudget, key: clientKey },
        { budget: clientDayBudget, key: clientKey },
        { budget: siteBudget, key: 'site' },
      ],
      now,
    );
  } catch (error) {
    if (!(error instanceof BudgetSpentError)) throw error;
    if (error.budgets.includes(siteBudget.name) && error.budgets.length === 1) {
      throw new AssistantError('BUDGET_SPENT', 'The site’s model answers for today are used up.', error.retryAfterSeconds);
    }
    throw new AssistantError('RATE_LIMITED', 'Too many questions from this client.', error.retryAfterSeconds);
  }
}

/**
 * The code of a provider's failure, from what the Genkit plugins throw: GenkitError with a status (Gemini's adapter
 * maps HTTP 429 to RESOURCE_EXHAUSTED and keeps the API's own error in `detail`), or the Anthropic SDK's APIError
 * with the HTTP `status`.
 */
export function providerErrorCode(error: unknown): AssistantErrorCode {
  if (error instanceof AssistantError) return error.code;
  const record = (error ?? {}) as { status?: unknown; name?: unknown; message?: unknown; detail?: unknown; cause?: unknown };
  if (record.name === 'AbortError' || record.name === 'TimeoutError') return 'TIMEOUT';
  const httpStatus = typeof record.status === 'number' ? record.status : undefined;
  const status = typeof record.status === 'string' ? record.status : undefined;
  const message = typeof record.message === 'string' ? record.message : '';
  const apiStatus = ((record.detail as { error?: { status?: unknown } } | undefined)?.error?.status ?? '') as string;
  if (httpStatus === 429 || httpStatus === 529 || status === 'RESOURCE_EXHAUSTED' || apiStatus === 'RESOURCE_EXHAUSTED') return 'PROVIDER_RATE_LIMITED';
  if (
    httpStatus === 401 ||
    httpStatus === 403 ||
    status === 'UNAUTHENTICATED' ||
    status === 'PERMISSION_DENIED' ||
    apiStatus === 'UNAUTHENTICATED' ||
    apiStatus === 'PERMISSION_DENIED' ||
    /API_KEY_INVALID|\[40[13] /.test(message)
  ) {
    return 'PROVIDER_KEY_REJECTED';
  }
  if (record.cause && record.cause !== error) {
    const inner = providerErrorCode(record.cause);
    if (inner !== 'PROVIDER_ERROR') return inner;
  }
  return 'PROVIDER_ERROR';
}

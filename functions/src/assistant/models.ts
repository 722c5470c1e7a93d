// Which language models the assistant may use, from the environment: Gemini through Genkit's Google GenAI plugin
// (an API key, or Vertex AI with the project's service account), Claude through Genkit's Anthropic plugin (Anthropic's
// official SDK underneath). Without a key for a provider, that provider has no model and its page answers from the
// listings alone (decision 027).
import { anthropic } from '@genkit-ai/anthropic';
import { googleAI, vertexAI } from '@genkit-ai/google-genai';
import { genkit, type Genkit, type ModelArgument } from 'genkit';
import type { GenkitPluginV2 } from 'genkit/plugin';
import { DEFAULT_SITE_DAILY_ANSWERS } from './limits.js';

export type AssistantProvider = 'gemini' | 'claude';

export interface AssistantModelConfig {
  gemini?: { model: string } & ({ apiKey: string; baseUrl?: string } | { vertex: { projectId?: string; location: string } });
  claude?: { model: string; apiKey: string };
  /** The provider of /ai; null when none is configured. */
  defaultProvider: AssistantProvider | null;
  /** Model answers the whole site gives per 24 hours. */
  siteDailyAnswers: number;
}

export const DEFAULT_GEMINI_MODEL = 'gemini-2.5-flash';
export const DEFAULT_CLAUDE_MODEL = 'claude-haiku-4-5';
/** Vertex AI's region when GOOGLE_CLOUD_LOCATION is unset: in the EU, like the functions. */
export const DEFAULT_VERTEX_LOCATION = 'europe-west4';

/** Reads the models' configuration; throws on a setting that cannot work (better at start than at the first question). */
export function assistantConfigFromEnv(env: NodeJS.ProcessEnv): AssistantModelConfig {
  const value = (name: string) => env[name]?.trim() || undefined;
  const geminiModel = value('GEMINI_MODEL') ?? DEFAULT_GEMINI_MODEL;
  const geminiKey = value('GEMINI_API_KEY') ?? value('GOOGLE_GENAI_API_KEY');
  const useVertex = value('GOOGLE_GENAI_USE_VERTEXAI') === 'true';
  const gemini: AssistantModelConfig['gemini'] = useVertex
    ? {
        model: geminiModel,
        vertex: {
          ...(value('GOOGLE_CLOUD_PROJECT') ?? value('GCLOUD_PROJECT') ? { projectId: (value('GOOGLE_CLOUD_PROJECT') ?? value('GCLOUD_PROJECT'))! } : {}),
          location: value('GOOGLE_CLOUD_LOCATION') ?? DEFAULT_VERTEX_LOCATION,
        },
      }
    : geminiKey
      ? { model: geminiModel, apiKey: geminiKey, ...(value('GEMINI_BASE_URL') ? { baseUrl: value('GEMINI_BASE_URL')! } : {}) }
      : undefined;
  const claudeKey = value('ANTHROPIC_API_KEY');
  const claude = claudeKey ? { model: value('CLAUDE_MODEL') ?? DEFAULT_CLAUDE_MODEL, apiKey: claudeKey } : undefined;
  const wantedText = value('ASSISTANT_PROVIDER');
  if (wantedText && wantedText !== 'gemini' && wantedText !== 'claude') throw new Error(`ASSISTANT_PROVIDER must be gemini or claude, not ${wantedText}.`);
  const wanted = wantedText as AssistantProvider | undefined;
  const dailyText = value('ASSISTANT_DAILY_ANSWERS');
  const siteDailyAnswers = dailyText === undefined ? DEFAULT_SITE_DAILY_ANSWERS : Number(dailyText);
  if (!Number.isInteger(siteDailyAnswers) || siteDailyAnswers < 0) throw new Error(`ASSISTANT_DAILY_ANSWERS must be a whole number, not ${dailyText}.`);
  const configured = { gemini: Boolean(gemini), claude: Boolean(claude) };
  // /ai takes the provider asked for when it is configured, else the one that is (Gemini first).
  const defaultProvider: AssistantProvider | null = wanted && configured[wanted] ? wanted : configured.gemini ? 'gemini' : configured.claude ? 'claude' : null;
  return { ...(gemini ? { gemini } : {}), ...(claude ? { claude } : {}), defaultProvider, siteDailyAnswers };
}

/** One Genkit instance with the configured providers' models (tests build one with genkit/testing's models). */
export interface AssistantModels {
  ai: Genkit;
  models: Partial<Record<AssistantProvider, ModelArgument>>;
  /** A provider's own settings for each call, beside the flow's token limit and temperature. */
  config?: Partial<Record<AssistantProvider, Record<string, unknown>>>;
  defaultProvider: AssistantProvider | null;
  siteDailyAnswers: number;
}

export function openAssistantModels(settings: AssistantModelConfig): AssistantModels {
  const plugins: GenkitPluginV2[] = [];
  const models: AssistantModels['models'] = {};
  const config: NonNullable<AssistantModels['config']> = {};
  const { gemini, claude } = settings;
  if (gemini && 'vertex' in gemini) {
    plugins.push(vertexAI({ ...gemini.vertex }));
    models.gemini = vertexAI.model(gemini.model);
  } else if (gemini) {
    plugins.push(googleAI({ apiKey: gemini.apiKey, ...(gemini.baseUrl ? { baseUrl: gemini.baseUrl } : {}) }));
    models.gemini = googleAI.model(gemini.model);
  }
  // Gemini 2.5 Flash thinks by default, and its thinking tokens count against maxOutputTokens: a short answer over
  // given data needs none, and with it the answer could be cut off before its first word.
  if (gemini && /^gemini-2\.5-flash/.test(gemini.model)) config.gemini = { thinkingConfig: { thinkingBudget: 0 } };
  if (claude) {
    // The SDK takes its base URL from ANTHROPIC_BASE_URL (a proxy, or the tests' local double).
    plugins.push(anthropic({ apiKey: claude.apiKey }));
    models.claude = anthropic.model(claude.model);
  }
  return { ai: genkit({ plugins }), models, config, defaultProvider: settings.defaultProvider, siteDailyAnswers: settings.siteDailyAnswers };
}

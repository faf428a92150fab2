import type { AssistantPassage } from '../../../common/contract/social.js';
import type { Locale } from '../../../common/enums.js';
import type { AiProviderConfig } from '../../config.js';
import { t } from './messages.js';

/**
 * The study assistant's writer: an OpenAI-compatible chat-completions API (AI_BASE_URL,
 * AI_API_KEY, AI_MODEL) writes the answer from the passages found in the course. Any provider
 * speaking that wire format works (OpenAI, a local llama.cpp / vLLM / Ollama server, …).
 */
export interface AnswerWriter {
  write(question: string, passages: readonly AssistantPassage[], locale: Locale): Promise<string>;
}

/** Longest answer kept from a provider (characters). */
export const PROVIDER_ANSWER_MAX = 4000;
const TIMEOUT_MS = 20_000;

export function openAiCompatibleWriter(config: AiProviderConfig, fetchImpl: typeof fetch = fetch): AnswerWriter {
  const url = `${config.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  return {
    async write(question, passages, locale) {
      const sources = passages.map((p, i) => `[${i + 1}] ${p.title}${p.kind === 'caption' ? ` (${p.second}s)` : ''}: ${p.text}`).join('\n');
      const system = t(locale, 'providerSystem');
      const res = await fetchImpl(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${config.apiKey}` },
        body: JSON.stringify({
          model: config.model,
          temperature: 0.2,
          max_tokens: 600,
          messages: [
            { role: 'system', content: system },
            { role: 'user', content: `${sources}\n\n${t(locale, 'providerQuestion')}: ${question}` },
          ],
        }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (!res.ok) throw new Error(`AI provider answered ${res.status}`);
      const data = (await res.json()) as { choices?: { message?: { content?: unknown } }[] };
      const content = data.choices?.[0]?.message?.content;
      if (typeof content !== 'string' || !content.trim()) throw new Error('AI provider answered without text');
      return content.trim().slice(0, PROVIDER_ANSWER_MAX);
    },
  };
}

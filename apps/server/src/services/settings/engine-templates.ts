import type { TTranscoderTemplateList } from '@newsroom/contract';
import { StreamingError, type StreamingProvider } from '../../adapters/streaming';
import type { TDbOrTx } from '../../db/client';

/**
 * The transcoder templates of the engine in use, for the profile form. Asked outside any
 * transaction; an engine that fails answers an empty list with its message, never a 500.
 */
export async function listEngineTemplates(
  db: TDbOrTx,
  streaming: StreamingProvider,
): Promise<TTranscoderTemplateList> {
  const engine = await streaming.resolve(db);
  try {
    const templates = await engine.listTemplates();
    return { templates: templates.map((template) => template.template), error: null };
  } catch (error) {
    if (!(error instanceof StreamingError)) throw error;
    return { templates: [], error: error.message };
  }
}

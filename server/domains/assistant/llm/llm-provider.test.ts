import { createOfflineProvider } from '../offline-provider';
import { SETTINGS } from '../test-support';
import { createChatClient } from './chat-client';
import { fakeModelServer } from './fake-model-server';
import { createLlmProvider } from './llm-provider';

const review = { reviewerName: 'Noelia', text: 'Sitio muy acogedor, las tartas riquísimas. Eso sí, el baño dejaba mucho que desear en cuanto a limpieza.', rating: 4 };

describe('LLM provider', () => {
  it("tells the model only the topics the business can have: a café's toilets are no room", async () => {
    const server = await fakeModelServer(() => ({ status: 200, body: { choices: [{ message: { role: 'assistant', content: '{"reply":"¡Gracias, Noelia!"}' } }] } }));
    const client = createChatClient({ kind: 'openai', baseUrl: server.url, apiKey: 'sk-test', model: 'test-model', timeoutMs: 2000, concurrency: 1, retries: 0 });
    const provider = createLlmProvider(client, createOfflineProvider(), () => undefined);
    const promptAt = async (industry: string) => {
      await provider.draftReply({ review, settings: SETTINGS, businessName: 'Cafetería La Alameda', industry, defaultLanguage: 'es', seed: 1 });
      return JSON.stringify(server.seen.at(-1)!.body);
    };
    expect(await promptAt('cafe')).toMatch(/Criticised \(as we read it\): cleanliness"?/u);
    expect(await promptAt('cafe')).not.toMatch(/rooms/u);
    expect(await promptAt('hotel')).toMatch(/Criticised \(as we read it\): rooms, cleanliness/u);
    await server.close();
  });
});

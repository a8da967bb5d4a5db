import { answerLikeAModel } from "../../api/test/fake-model";
import { startFakeOpenAi } from "../../api/test/fake-openai";

/**
 * The benchmark's upstream, in its own process like a real model server: the fake OpenAI server
 * streaming a 20-word reply at a fixed pace. Prints its base URL on the first line.
 */
const pace = Number(process.argv[2] ?? 20);
const reply = Array.from({ length: 20 }, (_, i) => `word${i}`).join(" ");
const fake = await startFakeOpenAi({ chunkDelayMs: pace });
fake.setDefault((request) => (request.stream ? reply : answerLikeAModel(request)));
console.log(fake.baseUrl);

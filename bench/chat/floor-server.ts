import OpenAI from "openai";

/**
 * The least a chat turn can do, as a reference for the API's figure: a bare `Bun.serve` that, for
 * each message, makes the two round trips a turn must make in order (the moderation screen, then
 * the model's stream, both through the openai SDK, as the API makes them) and relays the stream as
 * server-sent events. No sign-in, database, lesson, offline screen or storage. Prints its URL.
 */
const sdk = new OpenAI({ apiKey: "bench", baseURL: process.argv[2]! });
const encoder = new TextEncoder();
const server = Bun.serve({
  port: 0,
  hostname: "127.0.0.1",
  async fetch(request) {
    const { message } = (await request.json()) as { message: string };
    await sdk.moderations.create({ model: "omni-moderation-latest", input: message });
    const stream = await sdk.chat.completions.create({
      model: "fake",
      stream: true,
      messages: [{ role: "user", content: message }],
    });
    const events = stream[Symbol.asyncIterator]();
    return new Response(
      new ReadableStream({
        async pull(controller) {
          // A pull must enqueue something, or the stream is not pulled again.
          for (;;) {
            const { value, done } = await events.next();
            if (done) {
              controller.enqueue(encoder.encode("event: end\ndata: {}\n\n"));
              controller.close();
              return;
            }
            const chunk = value.choices[0]?.delta?.content;
            if (chunk) {
              controller.enqueue(encoder.encode(`event: message\ndata: ${JSON.stringify({ chunk })}\n\n`));
              return;
            }
          }
        },
        // A client that goes away stops the model's stream too, as the API does.
        cancel: () => stream.controller.abort(),
      }),
      { headers: { "content-type": "text/event-stream" } },
    );
  },
});
console.log(`http://127.0.0.1:${server.port}`);

import { answerFromMemory, InMemoryAnswer } from './in-memory-answer';

const payload = { places: [{ name: 'Bear Lake', note: 'Ünïcode & <markup> \u2028' }] };
const bytesOf = (value: unknown) => new TextEncoder().encode(JSON.stringify(value));
const answerOf = (bytes: Uint8Array, status = 200) =>
  new InMemoryAnswer(bytes, {
    status,
    headers: new Headers({ 'content-type': 'application/json', 'surrogate-control': 'max-age=60' }),
  });

describe('an in-process API answer', () => {
  it('reads as the Response of the same bytes does, whichever way a loader reads it', async () => {
    const bytes = bytesOf(payload);
    const plain = () => new Response(new Uint8Array(bytes), { status: 200 });
    expect(await answerOf(bytes).json()).toEqual(await plain().json());
    expect(await answerOf(bytes).text()).toBe(await plain().text());
    expect(new Uint8Array(await answerOf(bytes).arrayBuffer())).toEqual(new Uint8Array(await plain().arrayBuffer()));
    expect(
      await answerOf(bytes)
        .blob()
        .then((blob) => blob.text()),
    ).toBe(JSON.stringify(payload));
    expect(await new Response(answerOf(bytes).body).text()).toBe(JSON.stringify(payload));
  });

  it('keeps its status and headers, and is a Response to whoever checks', () => {
    const answer = answerOf(bytesOf(payload), 404);
    expect(answer).toBeInstanceOf(Response);
    expect(answer.status).toBe(404);
    expect(answer.ok).toBe(false);
    expect(answer.headers.get('surrogate-control')).toBe('max-age=60');
  });

  it('is read once, as any Response body', async () => {
    const answer = answerOf(bytesOf(payload));
    expect(answer.bodyUsed).toBe(false);
    await answer.json();
    expect(answer.bodyUsed).toBe(true);
    await expect(answer.text()).rejects.toThrow(TypeError);
    await expect(answer.arrayBuffer()).rejects.toThrow(TypeError);
    expect(() => answer.clone()).toThrow(TypeError);

    const streamed = answerOf(bytesOf(payload));
    await streamed.blob();
    expect(streamed.bodyUsed).toBe(true);
    await expect(streamed.json()).rejects.toThrow(TypeError);
  });

  it('a clone reads the same body, and the original can still be read', async () => {
    const answer = answerOf(bytesOf(payload));
    const copy = answer.clone();
    expect(await copy.json()).toEqual(payload);
    expect(await answer.json()).toEqual(payload);
  });

  it('never hands out the bytes it was made from: a kept answer other renders read stays as it was', async () => {
    const bytes = bytesOf(payload);
    const before = Array.from(bytes);
    const handed = new Uint8Array(await answerOf(bytes).arrayBuffer());
    handed.fill(0);
    const streamed = new Uint8Array(await new Response(answerOf(bytes).body).arrayBuffer());
    streamed.fill(0);
    expect(Array.from(bytes)).toEqual(before);
    expect(await answerOf(bytes).json()).toEqual(payload);
  });

  it('refuses a body that is not JSON as Response.json does', async () => {
    const notJson = new TextEncoder().encode('<html>');
    // By name: Node's own Response throws a SyntaxError of another realm under Jest.
    await expect(answerOf(notJson).json()).rejects.toMatchObject({ name: 'SyntaxError' });
    await expect(new Response(notJson).json()).rejects.toMatchObject({ name: 'SyntaxError' });
  });

  it('has no body for a HEAD, or for a status that carries none', async () => {
    const bytes = bytesOf(payload);
    const init = (status: number) => ({ status, headers: new Headers({ 'content-type': 'application/json' }) });
    expect(answerFromMemory('HEAD', bytes, init(200)).body).toBeNull();
    expect(answerFromMemory('GET', bytes, init(204)).body).toBeNull();
    expect(answerFromMemory('GET', bytes, init(304)).status).toBe(304);
    expect(await answerFromMemory('GET', bytes, init(200)).json()).toEqual(payload);
  });
});

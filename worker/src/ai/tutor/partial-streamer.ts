/**
 * A streamed answer's pieces (tutor and chatbots) go out at most every 100 ms (the first at once, so
 * the first words are not delayed) and are saved at most every 500 ms. With a class streaming at once,
 * every piece is one subscription update per reader on the server (a deflate and a socket write) and
 * one word-list check here: 100 ms is half the pieces of 50 ms with no visible difference on a phone,
 * and the saves (only for a reader who arrives late or a retried job; the stream itself goes through
 * Redis) cost a quarter of the database writes. Stop is noticed at the next save, so within half a second.
 */
export const STREAM_EVERY = { publishEveryMs: 100, saveEveryMs: 500 } as const;

/** One published piece: `text` goes at `offset` of the text published before it (0: replaces it). */
export interface PartialPiece {
  seq: number;
  /** The seq of the newest text that did not extend the one before it (see AiTaskEvent). */
  restart: number;
  offset: number;
  text: string;
}

/** How often the partial explanation is published and saved while a model writes. */
export interface PartialStreamerOptions {
  /**
   * Sends one piece to subscribers: only what is new since the last piece, or the whole text at
   * offset 0 when it does not extend what was published (a retry's first text, a decoded reply that
   * changed its mind). `whole` is the whole text so far, for checks that need the text around it.
   */
  publish: (piece: PartialPiece, whole: string) => Promise<void>;
  /** Saves one partial to Postgres, for late and reconnecting subscribers. */
  save: (seq: number, text: string) => Promise<void>;
  /** Sequence numbers start above this (attempt × 1,000,000, so a retry's text replaces the last). */
  seqBase: number;
  /** At most one publish per this many ms; the first goes out at once. */
  publishEveryMs: number;
  /** At most one save per this many ms. */
  saveEveryMs: number;
  onError: (error: unknown) => void;
}

/**
 * Coalesces a stream of growing texts into throttled publishes and saves: the first text is
 * published at once (time to first text matters most), later ones at most every publishEveryMs, and
 * the newest always goes out last. Publishes and saves each run one at a time, in order. Publishes
 * carry deltas: every push is checked against the one before it, and a text that does not extend it
 * makes the next publish a whole text at offset 0.
 */
export function createPartialStreamer(options: PartialStreamerOptions) {
  let seq = options.seqBase;
  let latest = "";
  let restart = options.seqBase;
  let published = "";
  const publishPiece = (s: number, text: string, sentSeq: number, r: number) => {
    const offset = sentSeq < r ? 0 : published.length;
    const piece = { seq: s, restart: r, offset, text: text.slice(offset) };
    published = text;
    if (piece.text === "" && offset > 0) return Promise.resolve();
    return options.publish(piece, text);
  };
  const channels = [
    {
      run: (s: number, text: string, sentSeq: number, r: number) => publishPiece(s, text, sentSeq, r),
      every: options.publishEveryMs,
      last: 0,
      sentSeq: options.seqBase,
      timer: undefined as NodeJS.Timeout | undefined,
      chain: Promise.resolve(),
    },
    {
      run: (s: number, text: string) => options.save(s, text),
      every: options.saveEveryMs,
      last: 0,
      sentSeq: options.seqBase,
      timer: undefined as NodeJS.Timeout | undefined,
      chain: Promise.resolve(),
    },
  ];
  type Channel = (typeof channels)[number];

  const send = (channel: Channel) => {
    channel.timer = undefined;
    if (channel.sentSeq >= seq) return;
    channel.last = Date.now();
    const [s, text, sentSeq, r] = [seq, latest, channel.sentSeq, restart];
    channel.sentSeq = seq;
    channel.chain = channel.chain.then(() => channel.run(s, text, sentSeq, r)).catch(options.onError);
  };
  const schedule = (channel: Channel) => {
    if (channel.timer) return;
    const wait = channel.every - (Date.now() - channel.last);
    if (wait <= 0) send(channel);
    else channel.timer = setTimeout(() => send(channel), wait);
  };

  return {
    /** The explanation readable so far. */
    push(text: string) {
      seq += 1;
      if (!text.startsWith(latest)) restart = seq;
      latest = text;
      for (const channel of channels) schedule(channel);
    },
    /** The sequence number of the newest text. */
    get seq() {
      return seq;
    },
    /** Sends what is pending now and waits until every publish and save has finished. */
    async flush() {
      for (const channel of channels) {
        clearTimeout(channel.timer);
        send(channel);
      }
      await Promise.all(channels.map((c) => c.chain));
    },
    /** Drops what is pending and waits for what is in flight. */
    async stop() {
      for (const channel of channels) clearTimeout(channel.timer);
      await Promise.all(channels.map((c) => c.chain));
    },
  };
}

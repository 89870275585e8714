/** How often the partial explanation is published and saved while a model writes. */
export interface PartialStreamerOptions {
  /** Sends one partial (the whole explanation so far) to subscribers. */
  publish: (seq: number, text: string) => Promise<void>;
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
 * the newest always goes out last. Publishes and saves each run one at a time, in order.
 */
export function createPartialStreamer(options: PartialStreamerOptions) {
  let seq = options.seqBase;
  let latest = "";
  const channels = [
    {
      run: options.publish,
      every: options.publishEveryMs,
      last: 0,
      sentSeq: options.seqBase,
      timer: undefined as NodeJS.Timeout | undefined,
      chain: Promise.resolve(),
    },
    {
      run: options.save,
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
    channel.sentSeq = seq;
    const [s, text] = [seq, latest];
    channel.chain = channel.chain.then(() => channel.run(s, text)).catch(options.onError);
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

import { channelName, type Topic } from "@vidya/core/events";
import type { TopicPayloads } from "@vidya/core/topic-payloads";
import { isCluster, publishTo, type RedisClient } from "@vidya/db/redis";

/** A live subscription: iterate it for events; `ready` resolves once Redis confirms the SUBSCRIBE. */
export interface Subscription<T> extends AsyncIterable<T> {
  /**
   * Await this before reading current state from Postgres: from then on no published event can
   * be missed, so "read the row, then follow events" never loses the change made in between.
   */
  ready: Promise<void>;
  close(): void;
}

type Listener = (event: Event) => void;

/**
 * The event target over Redis that @graphql-yoga/redis-event-target made, with one difference: on a
 * Redis Cluster it uses sharded pub/sub (SSUBSCRIBE, SPUBLISH, "smessage"), so a channel's messages
 * go to its slot's shard only instead of to every node. One SUBSCRIBE per channel, whatever the number
 * of listeners; the last listener gone unsubscribes.
 */
function redisEventTarget(publishClient: RedisClient, subscribeClient: RedisClient) {
  const sharded = isCluster(subscribeClient);
  const listeners = new Map<string, Set<Listener>>();
  const onMessage = (channel: string, message: string) => {
    const set = listeners.get(channel);
    if (!set) return;
    const event = new CustomEvent(channel, { detail: message === "" ? null : JSON.parse(message) });
    for (const listener of set) listener(event);
  };
  subscribeClient.on(sharded ? "smessage" : "message", onMessage);
  const subscribe = (channel: string) =>
    sharded && isCluster(subscribeClient)
      ? subscribeClient.ssubscribe(channel)
      : subscribeClient.subscribe(channel);
  const unsubscribe = (channel: string) =>
    sharded && isCluster(subscribeClient)
      ? subscribeClient.sunsubscribe(channel)
      : subscribeClient.unsubscribe(channel);
  return {
    subscribe,
    addEventListener(channel: string, listener: Listener) {
      let set = listeners.get(channel);
      if (!set) {
        set = new Set();
        listeners.set(channel, set);
        void subscribe(channel).catch(() => undefined);
      }
      set.add(listener);
    },
    removeEventListener(channel: string, listener: Listener) {
      const set = listeners.get(channel);
      if (!set) return;
      set.delete(listener);
      if (set.size > 0) return;
      listeners.delete(channel);
      void unsubscribe(channel).catch(() => undefined);
    },
    dispatchEvent(event: CustomEvent) {
      void publishTo(
        publishClient,
        event.type,
        event.detail === undefined ? "" : JSON.stringify(event.detail),
      );
    },
  };
}

/**
 * Cross-process pub/sub over Redis: any replica (or the worker) publishes, every replica delivers.
 * Channel names come from core's `channelName`, so the worker's PUBLISH (SPUBLISH on a cluster, both
 * through `publishTo`) lands here too.
 */
export function createAppPubSub(prefix: string, publishClient: RedisClient, subscribeClient: RedisClient) {
  const target = redisEventTarget(publishClient, subscribeClient);
  // Events published while the subscriber connection was down are lost; subscribers that must not
  // miss anything listen here and catch up from Postgres after each reconnect.
  const reconnectListeners = new Set<() => void>();
  let wasDown = false;
  subscribeClient.on("close", () => {
    wasDown = true;
  });
  subscribeClient.on("ready", () => {
    if (!wasDown) return;
    wasDown = false;
    // ioredis re-sends SUBSCRIBE right after "ready"; a PING behind it answers once they are active.
    const fire = () => {
      for (const listener of reconnectListeners) listener();
    };
    setImmediate(() => void subscribeClient.ping().then(fire, fire));
  });
  return {
    publish<T extends Topic>(topic: T, id: string, payload: TopicPayloads[T]): void {
      target.dispatchEvent(new CustomEvent(channelName(prefix, topic, id), { detail: payload }));
    },
    subscribe<T extends Topic>(topic: T, id: string): Subscription<TopicPayloads[T]> {
      const channel = channelName(prefix, topic, id);
      const queue: TopicPayloads[T][] = [];
      let wake: (() => void) | null = null;
      let closed = false;
      const listener = (event: Event) => {
        queue.push((event as CustomEvent<TopicPayloads[T]>).detail);
        wake?.();
      };
      // The listener is attached now (not lazily on first read), and our own SUBSCRIBE, queued
      // behind the event target's, tells us when Redis will deliver to this process.
      target.addEventListener(channel, listener);
      const ready = target.subscribe(channel).then(() => undefined);
      const close = () => {
        if (closed) return;
        closed = true;
        target.removeEventListener(channel, listener);
        wake?.();
      };
      return {
        ready,
        close,
        [Symbol.asyncIterator](): AsyncIterator<TopicPayloads[T]> {
          return {
            async next() {
              while (queue.length === 0 && !closed) {
                await new Promise<void>((resolve) => {
                  wake = resolve;
                });
                wake = null;
              }
              const value = queue.shift();
              if (value === undefined) return { done: true, value: undefined };
              return { done: false, value };
            },
            async return() {
              close();
              return { done: true, value: undefined };
            },
          };
        },
      };
    },
    /** Calls `listener` each time the subscriber connection is back after a loss; returns an unsubscribe. */
    onReconnect(listener: () => void): () => void {
      reconnectListeners.add(listener);
      return () => reconnectListeners.delete(listener);
    },
  };
}
export type AppPubSub = ReturnType<typeof createAppPubSub>;

// Services add their sink when they start and remove it when they stop, so that no event reaches a
// service the visitor has not agreed to.

export type AnalyticsProps = Record<string, string | number | boolean>;

type AnalyticsEvent = {
  name: string;
  props: AnalyticsProps;
  /** Sent as the page is being left or hidden: the sink must send it now, or it may be lost. */
  leavingPage: boolean;
};

export type AnalyticsSink = (event: AnalyticsEvent) => void;

const sinks = new Set<AnalyticsSink>();

export function addAnalyticsSink(sink: AnalyticsSink): () => void {
  sinks.add(sink);
  return () => {
    sinks.delete(sink);
  };
}

export function track(
  name: string,
  props: AnalyticsProps,
  { leavingPage = false }: { leavingPage?: boolean } = {},
): void {
  const event = { name, props, leavingPage };
  for (const sink of sinks) {
    try {
      sink(event);
    } catch (error) {
      // One service failing must not keep the event from the others, nor break the page.
      console.warn('An analytics service could not take an event', error);
    }
  }
}

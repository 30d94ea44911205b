import { Head, usePage } from '@rspress/core/runtime';

/**
 * Advertises the feeds attached to the current page (release notes) with
 * `<link rel="alternate">`. Replaces the RSS plugin's own component, whose
 * `hreflang` attribute makes the head manager keep only one feed per language
 * and drop the page's language alternate.
 */
export function FeedLinks() {
  const { page } = usePage();
  const feeds = page.feeds ?? [];
  if (feeds.length === 0) return null;
  return (
    <Head>
      {feeds.map(({ url, mime }) => (
        <link key={`${mime}:${url}`} rel="alternate" type={mime} href={url} />
      ))}
    </Head>
  );
}

export default FeedLinks;

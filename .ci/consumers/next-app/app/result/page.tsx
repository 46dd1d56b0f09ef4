import { ResultView } from '../views';

export const dynamic = 'force-dynamic';

/** The card gateway's return (order_hash, attempt, sig): this app's page, on the server's allowlist. */
export default async function ResultPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const hash = (await searchParams).order_hash;
  return <ResultView orderHash={typeof hash === 'string' ? hash : null} />;
}

import { ilike, or, type SQL, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { videoProjects } from '../../db/schema';

/** What a search box's text is split into for `video_search_query` (migration 0016). */
export type TSearchText = {
  /** Read as web search syntax: words, "quoted phrases", `or`, `-word`. */
  head: string;
  /** The last word, still being typed: matched as a word or as the start of one ('' for none). */
  lastWord: string;
  /** `head` ended in "or" before the last word, which is then an alternative. */
  lastOr: boolean;
};

/** A trailing word outside quotes, not negated: the one still being typed. */
const LAST_WORD = /(^|\s)([^\s"-][^\s"]*)$/;
const TRAILING_OR = /(^|\s)or$/i;

/**
 * Splits off the word being typed. A backslash is dropped: it means nothing in web search
 * syntax and would have to be escaped in the prefix query built from the last word.
 */
export function splitSearchText(q: string): TSearchText {
  const text = q.replaceAll('\\', ' ').trim();
  const quotes = text.split('"').length - 1;
  const match = quotes % 2 === 0 ? LAST_WORD.exec(text) : null;
  const lastWord = match?.[2] ?? '';
  if (!match || lastWord.toLowerCase() === 'or') return { head: text, lastWord: '', lastOr: false };
  const head = text.slice(0, match.index + (match[1]?.length ?? 0)).trim();
  const lastOr = TRAILING_OR.test(head);
  return { head: lastOr ? head.replace(TRAILING_OR, '').trim() : head, lastWord, lastOr };
}

/** A search box's text with the words the one being typed may become (migration 0025). */
export type TSearch = {
  q: string;
  /** Those words as a tsquery's text ('paris' | 'parisian'); null: match the word as a prefix. */
  completions: string | null;
};

/**
 * Looks up the completions of the word being typed once, so that every statement of the search
 * passes them as a constant: the planner then folds `video_search_query` and estimates the
 * matches from the column's statistics.
 */
export async function prepareSearch(db: TDbOrTx, q: string): Promise<TSearch> {
  const { lastWord } = splitSearchText(q);
  if (!lastWord) return { q, completions: null };
  const result = await db.execute(
    sql`SELECT video_search_completions(${lastWord}::text) AS completions`,
  );
  const rows = (result as unknown as { rows: { completions: string | null }[] }).rows;
  return { q, completions: rows[0]?.completions ?? null };
}

/** The tsquery of a search text, evaluated once per statement by the planner. */
export function searchQuery({ q, completions }: TSearch): SQL {
  const { head, lastWord, lastOr } = splitSearchText(q);
  return sql`video_search_query(${head}::text, ${lastWord}::text, ${lastOr}::boolean, ${completions}::text)`;
}

/**
 * An external name is a code (VP-00012345): any part of it of 3 characters or more matches
 * through the trigram index, which words alone would not ("0012345"). Only for one-word texts.
 */
function externalNamePattern(q: string): string | undefined {
  const text = q.trim();
  if (text.length < 3 || /\s/.test(text)) return undefined;
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Videos whose document matches the text, or whose external name holds it. */
export function textCondition(search: TSearch): SQL | undefined {
  const pattern = externalNamePattern(search.q);
  const words = sql`${videoProjects.searchVector} @@ ${searchQuery(search)}`;
  return pattern ? or(words, ilike(videoProjects.externalName, pattern)) : words;
}

/** Relevance: the weighted text rank, an external name holding the text first. */
export function relevance(search: TSearch): SQL {
  const pattern = externalNamePattern(search.q);
  const rank = sql`ts_rank(${videoProjects.searchVector}, ${searchQuery(search)})`;
  return pattern
    ? sql`(${rank} + (${videoProjects.externalName} ILIKE ${pattern})::int) DESC`
    : sql`${rank} DESC`;
}

import { Parser } from 'htmlparser2';

// A document's sanitized HTML (services/policy-documents/sanitize-policy-html.ts keeps headings,
// paragraphs, lists, bold, italic, links and line breaks) as the blocks a PDF prints: what the
// hire read, in the words and emphasis they read it.

/** A piece of a line: its words, and whether they are bold. */
export interface TextRun {
  text: string;
  bold: boolean;
}

export interface TextBlock {
  kind: 'heading' | 'subheading' | 'paragraph' | 'item';
  /** A list item's marker ('•', '1.'); '' for other blocks. */
  marker: string;
  /** How many lists it is inside (0 outside any). */
  depth: number;
  runs: TextRun[];
}

const BLOCK_KIND: Record<string, TextBlock['kind']> = {
  h2: 'heading',
  h3: 'subheading',
  p: 'paragraph',
  li: 'item',
};

/** The blocks of `html`, in order; text outside any block becomes a paragraph of its own. */
export function documentBlocks(html: string): TextBlock[] {
  const blocks: TextBlock[] = [];
  const lists: { ordered: boolean; next: number }[] = [];
  let current: TextBlock | null = null;
  let items = 0;
  let bold = 0;
  let href: string | null = null;

  const open = (kind: TextBlock['kind']) => {
    close();
    const list = lists.at(-1);
    const marker = kind !== 'item' || !list ? '' : list.ordered ? `${list.next++}.` : '•';
    current = { kind, marker, depth: lists.length, runs: [] };
  };
  const close = () => {
    if (!current) return;
    const block: TextBlock = current;
    const runs = block.runs.filter((r) => r.text !== '');
    if (runs.length) blocks.push({ ...block, runs: trimEnds(runs) });
    current = null;
  };
  const write = (text: string) => {
    if (!current) open('paragraph');
    const block = current!;
    const last = block.runs.at(-1);
    const isBold = bold > 0;
    if (last && last.bold === isBold) last.text += text;
    else block.runs.push({ text, bold: isBold });
  };

  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name === 'ul' || name === 'ol') {
          close();
          lists.push({ ordered: name === 'ol', next: 1 });
        } else if (name === 'li') {
          items++;
          open('item');
        } else if (name === 'p' && items > 0) {
          // The editor wraps an item's words in a paragraph: a second one is a new line of the item.
          if (current && (current as TextBlock).runs.length) write('\n');
        } else if (BLOCK_KIND[name]) open(BLOCK_KIND[name]);
        else if (name === 'strong' || name === 'b') bold++;
        else if (name === 'a') href = attributes.href ?? null;
        else if (name === 'br') write('\n');
      },
      ontext(text) {
        const words = text.replace(/\s+/g, ' ');
        if (words.trim() !== '' || current) write(words);
      },
      onclosetag(name) {
        if (name === 'ul' || name === 'ol') {
          close();
          lists.pop();
        } else if (name === 'li') {
          items--;
          close();
        } else if (name === 'p' && items > 0) {
          // The item goes on until its own end.
        } else if (BLOCK_KIND[name]) close();
        else if (name === 'strong' || name === 'b') bold = Math.max(0, bold - 1);
        else if (name === 'a') {
          // A link prints its address after its words, as paper cannot be clicked.
          if (href && !href.startsWith('mailto:')) write(` (${href})`);
          href = null;
        }
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  close();
  return blocks;
}

function trimEnds(runs: TextRun[]): TextRun[] {
  const out = runs.map((r) => ({ ...r, text: r.text.replace(/ *\n */g, '\n') }));
  out[0]!.text = out[0]!.text.trimStart();
  out[out.length - 1]!.text = out[out.length - 1]!.text.trimEnd();
  return out.filter((r) => r.text !== '');
}

/**
 * The hire's screens say nothing that has no key (issue 43, decision 110): words written into the
 * markup (JSX text, a string as a child, or a string in a prop that is shown or read aloud) are
 * reported; words from t() or <Trans> are not. eslint-plugin-i18next's rule does this job but
 * reports nothing under ESLint 10 (checked 2026-11-30 with 6.1.5), so this is the small part we need.
 */
const SHOWN_PROPS =
  /^(label|title|placeholder|aria-label|aria-description|alt|intro|description|hint|heading|subtitle|message|confirmLabel|cancelLabel|actionLabel|emptyText|legend|text)$/;

/** A word: two letters of any script in a row (a lone 'x' or '×' or '—' is not a word). */
const hasWord = (text) => /\p{L}{2}/u.test(text);

const stringOf = (node) => {
  if (!node) return null;
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node.type === 'TemplateLiteral' && node.expressions.length === 0) return node.quasis[0].value.cooked;
  if (node.type === 'JSXExpressionContainer') return stringOf(node.expression);
  if (node.type === 'ConditionalExpression') return stringOf(node.consequent) ?? stringOf(node.alternate);
  if (node.type === 'LogicalExpression') return stringOf(node.right);
  return null;
};

export default {
  meta: {
    type: 'problem',
    docs: { description: 'Hire-facing words come through a translation key' },
    schema: [],
    messages: { untranslated: "Words on a hire's screen need a key in shared/locales: '{{text}}'" },
  },
  create(context) {
    const report = (node, text) =>
      context.report({ node, messageId: 'untranslated', data: { text: text.trim().slice(0, 40) } });
    return {
      JSXText(node) {
        if (hasWord(node.value)) report(node, node.value);
      },
      'JSXElement > JSXExpressionContainer'(node) {
        const text = stringOf(node.expression);
        if (text !== null && hasWord(text)) report(node, text);
      },
      JSXAttribute(node) {
        const name = typeof node.name.name === 'string' ? node.name.name : node.name.name.name;
        if (!SHOWN_PROPS.test(name)) return;
        const text = stringOf(node.value);
        if (text !== null && hasWord(text)) report(node, text);
      },
    };
  },
};

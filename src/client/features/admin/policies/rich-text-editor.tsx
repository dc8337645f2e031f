import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect } from 'react';
import { cn } from '../../../lib/cn';
import '../../../components/ui/policy-content.css';

// TipTap (decision 009), loaded only when the policy form opens. Only what the server's sanitizer
// keeps is offered (services/policy-documents/sanitize-policy-html.ts): no code, code blocks or
// strike-through, whose marks it would drop.
const extensions = [
  StarterKit.configure({
    code: false,
    codeBlock: false,
    strike: false,
    heading: { levels: [2, 3] },
    link: {
      openOnClick: false,
      autolink: true,
      defaultProtocol: 'https',
      protocols: ['mailto'],
      HTMLAttributes: { rel: 'noopener noreferrer', target: null },
    },
  }),
];

interface Tool {
  label: string;
  isActive: (editor: Editor) => boolean;
  run: (editor: Editor) => void;
}

function editLink(editor: Editor) {
  const current = (editor.getAttributes('link').href as string | undefined) ?? 'https://';
  const href = window.prompt('Link address', current);
  if (href === null) return;
  const chain = editor.chain().focus().extendMarkRange('link');
  if (href.trim() === '' || href.trim() === 'https://') chain.unsetLink().run();
  else chain.setLink({ href: href.trim() }).run();
}

const TOOLS: Tool[] = [
  {
    label: 'Heading',
    isActive: (e) => e.isActive('heading', { level: 2 }),
    run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run(),
  },
  {
    label: 'Subheading',
    isActive: (e) => e.isActive('heading', { level: 3 }),
    run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run(),
  },
  { label: 'Bold', isActive: (e) => e.isActive('bold'), run: (e) => e.chain().focus().toggleBold().run() },
  {
    label: 'Italic',
    isActive: (e) => e.isActive('italic'),
    run: (e) => e.chain().focus().toggleItalic().run(),
  },
  {
    label: 'Bulleted list',
    isActive: (e) => e.isActive('bulletList'),
    run: (e) => e.chain().focus().toggleBulletList().run(),
  },
  {
    label: 'Numbered list',
    isActive: (e) => e.isActive('orderedList'),
    run: (e) => e.chain().focus().toggleOrderedList().run(),
  },
  { label: 'Link', isActive: (e) => e.isActive('link'), run: editLink },
];

function Toolbar({ editor }: { editor: Editor }) {
  const active = useEditorState({ editor, selector: ({ editor: e }) => TOOLS.map((t) => t.isActive(e)) });
  return (
    <div
      role="toolbar"
      aria-label="Formatting"
      className="flex flex-wrap gap-1 border-b border-slate-200 bg-slate-50 p-1"
    >
      {TOOLS.map((tool, i) => (
        <button
          key={tool.label}
          type="button"
          aria-pressed={active[i]}
          // A mouse press keeps the caret where it is: were the button to take focus, the editor's
          // selection would be restored a frame later, and typing in between lands elsewhere.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => tool.run(editor)}
          className={cn(
            'min-h-11 min-w-11 rounded-lg px-2.5 text-sm font-medium text-slate-800 hover:bg-white',
            active[i] && 'bg-brand-100 text-brand-900',
          )}
        >
          {tool.label}
        </button>
      ))}
    </div>
  );
}

export interface RichTextEditorProps {
  value: string;
  onChange: (html: string) => void;
  onBlur: () => void;
  labelId: string;
  describedBy?: string;
  isInvalid: boolean;
}

/** The policy content as formatted text; its value is the HTML the server sanitizes and stores. */
export default function RichTextEditor({
  value,
  onChange,
  onBlur,
  labelId,
  describedBy,
  isInvalid,
}: RichTextEditorProps) {
  const attributes = {
    role: 'textbox',
    'aria-multiline': 'true',
    'aria-labelledby': labelId,
    ...(describedBy ? { 'aria-describedby': describedBy } : {}),
    ...(isInvalid ? { 'aria-invalid': 'true' } : {}),
    class: 'policy-content min-h-48 px-3 py-2 text-base text-slate-900 outline-none',
  };
  const editor = useEditor({
    extensions,
    content: value,
    immediatelyRender: true,
    editorProps: { attributes },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
    onBlur: () => onBlur(),
  });
  const attributesKey = JSON.stringify(attributes);
  // The error and its description come and go after the editor is made.
  useEffect(() => {
    editor.setOptions({ editorProps: { attributes: JSON.parse(attributesKey) as Record<string, string> } });
  }, [editor, attributesKey]);
  return (
    <div
      className={cn(
        'mt-1.5 overflow-hidden rounded-xl border bg-white focus-within:border-brand-500',
        isInvalid ? 'border-red-600' : 'border-slate-300',
      )}
    >
      <Toolbar editor={editor} />
      <EditorContent editor={editor} />
    </div>
  );
}

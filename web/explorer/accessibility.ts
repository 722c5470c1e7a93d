// Accessibility repairs around GraphiQL, in our code rather than a patched package: its CodeMirror 5 editors get
// names, an input screen readers and axe can reach, and a Tab key that leaves them; two pieces of its markup that
// break ARIA rules are corrected after React renders them.
import CodeMirror from 'codemirror';

/** The accessible name of each of GraphiQL's editors, by CodeMirror mode (the headers editor is JSON, "javascript"). */
const EDITOR_NAMES: Record<string, string> = {
  graphql: 'Query editor',
  'graphql-variables': 'Variables editor',
  javascript: 'Headers editor',
  'graphql-results': 'Response',
};

/**
 * Settings for every CodeMirror editor GraphiQL creates from now on; call before GraphiQL renders. GraphiQL offers no
 * editor options of its own, so this goes through CodeMirror's documented global hooks (defaults, defineInitHook).
 */
export function configureEditors(): void {
  // The contenteditable input (CodeMirror's recommendation for screen readers) sits inside the editor's scroll area,
  // so the area itself is reachable by keyboard; the default hidden textarea sits outside it.
  CodeMirror.defaults.inputStyle = 'contenteditable';
  CodeMirror.defineInitHook((editor) => {
    const mode: unknown = editor.getOption('mode');
    const modeName = typeof mode === 'string' ? mode : (mode as { name?: string } | null)?.name;
    const input = editor.getInputField();
    input.setAttribute('role', 'textbox');
    input.setAttribute('aria-multiline', 'true');
    if (editor.getOption('readOnly')) input.setAttribute('aria-readonly', 'true');
    editor.setOption('screenReaderLabel', EDITOR_NAMES[modeName ?? ''] ?? 'Editor');
    // Tab and Shift+Tab move the focus on (as in CodeMirror 6 by default) instead of indenting, so keyboard users are
    // not trapped in an editor: bound to false, CodeMirror leaves the key to the browser. Enter still indents, and the
    // completion list's own Tab (picking an entry, a key map added later) still wins.
    editor.addKeyMap({ Tab: false, 'Shift-Tab': false });
  });
}

/**
 * Corrects GraphiQL's markup under `root` whenever React (re)renders it:
 * - the operation tabs are `li role="tab"` elements holding buttons (tab and close), interactive controls nested in an
 *   interactive one; they become a plain list of buttons, the active one marked aria-current;
 * - a history entry's button shows the operation's name but is labelled "Set active", so what a speech-input user
 *   reads is not its name; without the label its name is the text it shows (the tooltip still says "Set active");
 * - the completion list (CodeMirror's show-hint) is an unnamed listbox that scrolls. Its options are chosen with the
 *   arrow keys in the editor (aria-activedescendant); the list also takes the focus itself, so that it can be scrolled
 *   from the keyboard (Tab inside the editor picks an option while it is open, so this adds no stop on the way out).
 */
export function repairMarkup(root: HTMLElement): MutationObserver {
  const repair = () => {
    for (const list of root.querySelectorAll('.graphiql-tabs[role="tablist"]')) list.removeAttribute('role');
    for (const tab of root.querySelectorAll('li.graphiql-tab')) {
      if (tab.hasAttribute('role')) tab.removeAttribute('role');
      if (tab.hasAttribute('aria-selected')) tab.removeAttribute('aria-selected');
      const button = tab.querySelector('.graphiql-tab-button');
      const active = tab.classList.contains('graphiql-tab-active');
      if (button && button.hasAttribute('aria-current') !== active) {
        if (active) button.setAttribute('aria-current', 'true');
        else button.removeAttribute('aria-current');
      }
    }
    for (const entry of root.querySelectorAll('.graphiql-history-item-label[aria-label]')) entry.removeAttribute('aria-label');
    for (const list of root.querySelectorAll('.CodeMirror-hints[role="listbox"]:not([aria-label])')) {
      list.setAttribute('aria-label', 'Completions');
      list.setAttribute('tabindex', '0');
    }
  };
  const observer = new MutationObserver(repair);
  observer.observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: ['role', 'aria-selected', 'aria-label', 'class'] });
  repair();
  return observer;
}

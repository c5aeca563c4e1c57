/**
 * `uri-grammar playground [--url]`: where the playground is, the static page
 * that the package ships (dist/playground/index.html, built by
 * scripts/playground.mjs): open it in a browser; it needs no server and makes
 * no network request.
 */
import { pathToFileURL } from 'node:url';
import { EXIT_OK, UsageError, write } from '../io.js';
import { HELP_OPTION, type Command } from '../options.js';
import { PLAYGROUND_PAGE, playgroundPage } from '../package-files.js';

export const playground: Command = {
  name: 'playground',
  summary: 'print where the playground page is, to open in a browser',
  help: `Usage: uri-grammar playground [--url]

Prints the path of the playground, a static page installed with the package:
open it in a browser to see a URI through any grammar of the family (the
verdict as you type, the error with its rule stack and the rule's railroad
diagram, the AST, the passes, the lint and the conformance matrix). It needs
no server and makes no network request.

Options:
  --url             print it as a file: URL instead
  -h, --help        this help

Example: xdg-open "$(uri-grammar playground)"

Exit status: 0, or 2 when the page is missing (a source tree not built:
npm run build writes it).`,
  options: { ...HELP_OPTION, url: { type: 'boolean' } },
  async run(values, args, io) {
    if (args.length > 0) throw new UsageError(`takes no argument, not '${args[0]}'`);
    const page = playgroundPage();
    if (page === null) throw new UsageError(`the package has no ${PLAYGROUND_PAGE.split('\\').join('/')}: npm run build writes it`);
    await write(io.stdout, (values.url === true ? pathToFileURL(page).href : page) + '\n');
    return EXIT_OK;
  },
};

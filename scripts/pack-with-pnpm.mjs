// A package's `prepack`: stops `npm pack` and `npm publish` in the workspace. npm would pack the manifest as it is here,
// with `workspace:*` dependencies and `exports` pointing at TypeScript source, a tarball nobody can install; pnpm
// rewrites both (`publishConfig.exports`, the dependencies' versions) as it packs. See docs/releasing.md.
const agent = process.env.npm_config_user_agent ?? "";
// npm's own command line, whatever user agent an inherited npm_config_user_agent claims.
const byNpm = /[\\/]npm-cli\.js$/.test(process.env.npm_execpath ?? "");
if (byNpm || !agent.startsWith("pnpm/")) {
  console.error(
    "Pack and publish the VisaDesk packages with pnpm (`pnpm pack`, `pnpm release`): npm would pack the workspace's\n" +
      "manifest (workspace:* dependencies, exports of TypeScript source), which does not install. See docs/releasing.md.",
  );
  process.exit(1);
}

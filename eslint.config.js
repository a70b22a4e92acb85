// The repository's lint rules: typescript-eslint's type-checked recommended set for
// every package, React's hooks rules for the two browser apps, and nothing about
// layout (Prettier owns that, .prettierrc.json). `npm run lint` runs it.
import js from "@eslint/js"
import reactHooks from "eslint-plugin-react-hooks"
import globals from "globals"
import tseslint from "typescript-eslint"

export default tseslint.config(
  {
    ignores: [
      "**/node_modules/**",
      "**/dist/**",
      "**/dist-server/**",
      "**/.medusa/**",
      "web/src/gql/**",
      "examples/*/src/gql/**",
      "gateway/src/generated/**",
      "commerce/static/**",
      ".data/**",
      "test-results/**",
      "**/*.js",
      "**/*.mjs",
      "**/*.cjs",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node },
      parserOptions: {
        projectService: true,
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      // No code made from text at run time (docs/security.md, ASVS 5.2.4); typescript-eslint's
      // recommended set already forbids setTimeout("…") and the like (no-implied-eval).
      "no-eval": "error",
      "no-new-func": "error",
      // Prettier itself breaks `request(app.server)[method](path)` before the `[`: layout is its call.
      "no-unexpected-multiline": "off",
      // Unused names are errors, but a leading underscore marks one kept on purpose (a resolver's parent).
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" },
      ],
    },
  },
  // The packages' boundaries, as scripts/boundaries.test.ts checks them too: the gateway reaches the
  // engine over HTTP only and shares with it only @vitalia/schema; schema/ depends on nothing of ours.
  {
    files: ["gateway/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["**/commerce/src/**"], message: "The engine's insides: share through @vitalia/schema." },
            { group: ["../**/schema/**"], message: "Import schema/ by its name, @vitalia/schema." },
          ],
        },
      ],
    },
  },
  {
    files: ["commerce/**/*.{ts,tsx}", "web/**/*.{ts,tsx}", "admin/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ group: ["../**/schema/**"], message: "Import schema/ by its name, @vitalia/schema." }] },
      ],
    },
  },
  {
    files: ["schema/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["**/commerce/**", "**/gateway/**", "**/web/**", "**/admin/**", "@vitalia/*"],
              message: "schema/ depends on nothing of ours.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["web/**/*.{ts,tsx}", "admin/**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { "react-hooks": reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  }
)

// The shapes of the command line's definition: what content/cli/mg.json holds (its schema,
// content/cli/mg.schema.json, states the same and is what the build checks the file against), what
// the project file's schema is made of, and the index lib/cli/definition.ts makes of them. Every
// module of lib/cli/ and lib/mdx/ reads the definition through these types.

/** A reader's own value the docs put in a place: the deployment name, the domain, the AWS profile, the region. */
export type SlotName = 'name' | 'domain' | 'profile' | 'region';

/** What a flag's value must be. */
export type ValueType = 'string' | 'integer' | 'port' | 'duration' | 'domain' | 'email' | 'path' | 'enum';

/** The value a flag takes; a switch has none. */
export interface FlagValue {
  /** As the usage line shows it: `<size>`. */
  name: string;
  type: ValueType;
  allowed?: string[];
  slot?: SlotName;
}

/** A flag as the definition lists it: once, global or with the commands that take it. */
export interface FlagEntry {
  /** The long name, without its dashes. */
  name: string;
  /** The one-letter alias, without its dash. */
  short?: string;
  /** Other long spellings of the same flag. */
  aliases?: string[];
  value?: FlagValue;
  /** Markdown: a value in backticks, or a phrase. */
  default?: string;
  required?: boolean;
  description: string;
  global?: true;
  commands?: string[];
  /** Where one command differs: its own default or description. */
  per?: Record<string, { default?: string; description?: string }>;
  /** The setting this flag supplies: its default is the rest of that setting's order. */
  setting?: string;
  /**
   * The key of its commands' family section of the project file that supplies it in project mode
   * (`dose` for `--dose`): its default is that key, then its own.
   */
  projectKey?: string;
}

/** A flag as one command takes it: its entry with that command's own default and description. */
export type Flag = Omit<FlagEntry, 'commands' | 'per'>;

/** A positional argument. */
export interface Argument {
  name: string;
  description: string;
  /** `'project'`: required, except in project mode, where the project file supplies it. */
  required: boolean | 'project';
  /** Flags that stand in for the argument (nuke --all names no deployment). */
  requiredUnless?: string[];
  /** A regular expression the value must match. */
  pattern?: string;
  allowed?: string[];
  slot?: SlotName;
}

/** A shared argument (the definition's `arguments`) named by a command, with what differs there. */
export interface ArgumentRef {
  ref: string;
  required?: Argument['required'];
  requiredUnless?: string[];
  description?: string;
}

export interface Example {
  caption: string;
  command: string;
}

export interface ExitCode {
  code: number;
  meaning: string;
  /** A global code returned only by the commands that ask for confirmation. */
  returnedBy?: 'confirming';
  /**
   * A command's own code for "not yet": what it checks is not so yet, and a later run may find it
   * so. A script that waits runs it again on this code, and only on this code.
   */
  notYet?: true;
}

/**
 * When an effect or a confirmation applies. Each form is an object of its own, so that a new kind
 * of fact is a new form, never a new way to read a string.
 */
export type Condition =
  /** The command is given this flag. */
  | { with: string }
  /** The command is not given this flag. */
  | { without: string }
  /** The deployment was made with this flag, by the command that creates the resource (nuke removes what blastoff --route53 made). */
  | { madeWith: string }
  /** This key of the command's family section of the project file (its path: `database.engine`) holds this value. */
  | { key: string; is: string };

/** What a command does to a resource, in the order effects are listed. */
export type EffectKind = 'creates' | 'changes' | 'removes' | 'keeps' | 'reads';

/** What a command does to one resource, with the AWS actions that needs. */
export interface Effect {
  effect: EffectKind;
  /** A resource id (the definition's `resources`). */
  resource: string;
  when?: Condition;
  /** What the list says after the resource: how much, or why. */
  note?: string;
  actions?: string[];
  /** IAM conditions that narrow some of `actions`, by action (`{"StringEquals": {"iam:AWSServiceName": "…"}}`). */
  conditions?: Record<string, IamCondition>;
}

/** An IAM policy's Condition block: operator, then key, then value. */
export type IamCondition = Record<string, Record<string, string>>;

/** A confirmation a command asks for, with its prompt as printed. */
export interface Confirmation {
  prompt: string;
  when?: Condition;
  /** The switch that answers it in advance. */
  skippedBy?: string;
}

/** A command that does not end by itself: it runs until the reader stops it. */
export interface NeverReturns {
  /** What it keeps doing, as a phrase: `follows the functions' logs`. */
  does: string;
  /** What ends it: Ctrl-C, or leaving the shell it opens (`exit`). */
  until: 'ctrl-c' | 'exit';
  /** Given a command after `--`, it runs that one instead and returns when it ends (ssh). */
  unlessRest?: true;
}

/** A command whose effect nothing undoes: what it destroys is gone for good. */
export interface Irreversible {
  /** What is lost, as a phrase: `destroys the machine with its disk, where the database and .env are`. */
  loses: string;
}

/** What follows a bare `--`: passed on, never judged. */
export interface Rest {
  name: string;
  description: string;
  /**
   * `when-interactive`: it runs with a terminal when mg's own input and output are one (an editor
   * works there), and without one when either is redirected, so its output reaches a file unchanged
   * and a file reaches its input.
   */
  terminal?: 'when-interactive';
  /**
   * `its-own`: mg exits with the command's own exit code, whatever it is, so any code, mg's own
   * included, may be the command's (the exit-code table says so in a row of its own).
   */
  exitCode?: 'its-own';
}

/** A command of the tree, or a family holding its commands (`commands`). */
export interface CommandEntry {
  name: string;
  /** One line, as help lists it. */
  summary: string;
  /** A family's shared options: the flags its reference lists once. */
  options?: string[];
  arguments?: (Argument | ArgumentRef)[];
  /** What follows a bare `--`, passed on and never judged (ssh's remote command). */
  rest?: Rest;
  examples?: Example[];
  exitCodes?: ExitCode[];
  commands?: CommandEntry[];
  effects?: Effect[];
  /** Other commands whose steps this one runs as part of its own. */
  runs?: string[];
  confirm?: Confirmation[];
  /** It runs until the reader stops it: a script's next line never runs. */
  neverReturns?: NeverReturns;
  /** What it destroys nothing brings back: a script checks every step before it. */
  irreversible?: Irreversible;
}

/** Where a resource lives. */
export type Scope = 'region' | 'global' | 'us-east-1' | 'on the machine' | 'your machine' | 'repository';
/** How AWS bills a resource. */
export type Billing =
  'hourly' | 'hourly-storage' | 'monthly' | 'storage' | 'per-request' | 'per-request-traffic' | 'free';

/** Something mg creates, reads, changes or removes. */
export interface Resource {
  id: string;
  /** As a list names it, lower case: what it is, without what defines it (`details`). */
  name: string;
  /**
   * What defines it, as a phrase in brackets after its name: where the first command that creates
   * it lists it, and in its family's resource table; elsewhere its name links there.
   */
  details?: string;
  /** The AWS service, or `machine` (a DMT deployment's machine) or `local` (your machine or repository). */
  service: string;
  scope: Scope;
  billing: Billing;
  /** AWS's price page for it. */
  price?: string;
  family: 'mg' | 'dmt' | 'lsd' | 'esp';
  tagged?: boolean;
  /** Why no command removes it, and what to do instead. */
  kept?: string;
  /** A search of the region by tags, not a resource mg makes: left out of the cost tables. */
  lookup?: boolean;
  /** Where it is on the machine, for a resource there that is a file: `/srv/app/.env`. */
  path?: string;
  /** It holds secrets (passwords, keys): a copy never belongs in the project's folder, which git tracks. */
  secret?: true;
}

/** One place a setting is looked for. */
export type SettingSource =
  { argument: string } | { flag: string } | { project: string } | { env: string } | { fallback: string };

/** A setting a command resolves, with where it looks, first to last: the first source that is set wins. */
export interface Setting {
  id: string;
  name: string;
  sources: SettingSource[];
}

/** What moves a deployment into or out of a state: a command of its family (maybe stopped halfway), or an event outside mg. */
export type Step = { command: string; interrupted?: true } | { event: string };

export interface State {
  name: string;
  meaning: string;
  /** What moves a deployment into the state. */
  enter: Step[];
  /** What moves it out. */
  leave: Step[];
}

/** A family's deployment states. */
export interface StateMachine {
  /** Where the state comes from, as a sentence start. */
  of: string;
  states: State[];
}

/** An environment variable mg reads: the source of a setting. */
export interface Variable {
  name: string;
  setting: string;
}

/** content/cli/mg.json. */
export interface Definition {
  $schema?: string;
  name: string;
  summary: string;
  version: string;
  commands: CommandEntry[];
  flags: FlagEntry[];
  exitCodes: ExitCode[];
  environment: Variable[];
  arguments?: Record<string, Argument>;
  settings: Setting[];
  states: Record<string, StateMachine>;
  resources: Resource[];
}

/** The part of JSON Schema the project file's schema (content/cli/mg.project.schema.json) is written in. */
export interface SchemaNode {
  description?: string;
  $ref?: string;
  type?: string;
  enum?: unknown[];
  properties?: Record<string, SchemaNode>;
  additionalProperties?: boolean | SchemaNode;
  required?: string[];
}

/** The project file's schema: a section per family, and its shared definitions. */
export interface ProjectSchema extends SchemaNode {
  $defs?: Record<string, SchemaNode>;
}

/** An effect as a command has it once indexed: its own, or one of a command it runs (`through`). */
export interface IndexedEffect extends Effect {
  /** The command it comes from, when it is another's that this one runs. */
  through?: string;
}

/** A command (or family) of the indexed tree. */
export interface CommandNode {
  /** Its words after `mg` (`dmt db`); '' for the root. */
  path: string;
  name: string;
  summary: string;
  /** The family it belongs to (`dmt`), if any. */
  family?: string;
  children: CommandNode[];
  arguments: Argument[];
  rest?: Rest;
  examples: Example[];
  exitCodes: ExitCode[];
  flags: Flag[];
  options: string[];
  effects: IndexedEffect[];
  runs: string[];
  confirm: Confirmation[];
  neverReturns?: NeverReturns;
  irreversible?: Irreversible;
}

/** The definition, checked and indexed for the reference, the examples' checker and the reader's values. */
export interface CliIndex {
  raw: Definition;
  root: CommandNode;
  /** Every command and family, by path. */
  commands: Map<string, CommandNode>;
  /** The commands that run (no family). */
  leaves: CommandNode[];
  globalFlags: Flag[];
  /** The commands taking the (non-global) flag `name`. */
  commandsTaking: (name: string) => string[];
  /** Whether any flag spelled `name` takes a value. */
  flagTakesValue: (name: string) => boolean;
  projectSchema: ProjectSchema;
  resources: Map<string, Resource>;
}

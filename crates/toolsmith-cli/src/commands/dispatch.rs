//! Each command mapped onto the catalogue: a tool called with the arguments
//! its flags name (the one definition of its arguments), or one of the
//! CLI's own commands.

use std::path::Path;

use toolsmith::journal::Journal;
use toolsmith::modify::edit::Replacement;
use toolsmith::tools::{
    AddDocstring, ApplyFix, ApplyPatch, AuditArgs, AuditDirectory, Autofix, AutofixArgs, Context,
    EditFile, EditFileArgs, EnvInfo, EnvSync, EnvSyncArgs, FileArgs, FindArgs, FindFiles, FixArgs,
    GetCodeMetrics, GetFailingTests, LintArgs, ListArgs, ListFiles, NoArgs, Outline, OutlineArgs,
    PatchArgs, Probe, ProbeArgs, ReadArgs, ReadFile, ReadFiles, ReadFilesArgs, RepairFailingTests,
    RepairSyntax, RepairSyntaxArgs, RepairTestsArgs, RunPylintAnalysis, RunPytest, RunSingleTest,
    Search, SearchArgs, SingleTestArgs, TestArgs, Undo, UndoArgs, ValidateArgs,
    ValidatePythonSyntax, WriteArgs, WriteFile,
};

use crate::cli::{Command, EnvCommand, GlobalOptions};
use crate::commands::{self, Called};

/// A path argument as the catalogue takes it (JSON text).
fn text(path: &Path) -> Result<String, toolsmith::Error> {
    path.to_str().map(str::to_string).ok_or_else(|| {
        toolsmith::Error::InvalidArgument(format!(
            "{} is not valid UTF-8: name it another way",
            path.display()
        ))
    })
}

/// Runs `command`: a tool of the catalogue with the arguments its flags name,
/// or one of the CLI's own commands.
pub fn tool_command(
    global: &GlobalOptions,
    context: &mut Context,
    command: Command,
    journal: Option<&Journal>,
    json: bool,
    use_server: bool,
) -> Result<Called, toolsmith::Error> {
    use commands::{call, call_showing, failed, files, lint, tests};
    Ok(match command {
        Command::Read {
            paths,
            lines,
            max_bytes,
        } => match paths.as_slice() {
            [path] => {
                let args = ReadArgs {
                    file_path: text(path)?,
                    start_line: lines.map(|range| range.start),
                    end_line: lines.and_then(|range| range.end),
                    max_bytes: Some(max_bytes),
                };
                call_showing::<ReadFile>(context, json, args, files::read)
            }
            _ if lines.is_some() => {
                return Err(toolsmith::Error::InvalidArgument(
                    "--lines reads one file: name one path".into(),
                ));
            }
            _ => {
                let args = ReadFilesArgs {
                    file_paths: paths.iter().map(|p| text(p)).collect::<Result<_, _>>()?,
                    max_bytes: Some(max_bytes),
                };
                call::<ReadFiles>(context, json, args)
            }
        },
        Command::Search {
            pattern,
            dir,
            fixed_strings,
            ignore_case,
            globs,
            context: lines,
            max_results,
        } => {
            let args = SearchArgs {
                pattern,
                directory: dir.as_deref().map(text).transpose()?,
                fixed_strings: Some(fixed_strings),
                ignore_case: Some(ignore_case),
                globs: Some(globs),
                context: Some(lines),
                max_results: Some(max_results),
            };
            call::<Search>(context, json, args)
        }
        Command::Find {
            glob,
            dir,
            max_results,
        } => {
            let args = FindArgs {
                pattern: glob,
                directory: dir.as_deref().map(text).transpose()?,
                max_results: Some(max_results),
            };
            call::<FindFiles>(context, json, args)
        }
        Command::Outline { path } => {
            let args = OutlineArgs { path: text(&path)? };
            call::<Outline>(context, json, args)
        }
        Command::Write { path, max_bytes } => {
            let file_path = text(&path)?;
            match commands::read_stdin(max_bytes) {
                Ok(content) => call::<WriteFile>(context, json, WriteArgs { file_path, content }),
                Err(e) => failed::<WriteFile>(
                    &WriteArgs {
                        file_path,
                        content: String::new(),
                    },
                    e,
                ),
            }
        }
        Command::Ls {
            dir,
            hidden,
            max_entries,
        } => {
            let args = ListArgs {
                directory: text(&dir)?,
                include_hidden: Some(hidden),
                max_entries: Some(max_entries),
                use_cache: None,
            };
            call::<ListFiles>(context, json, args)
        }
        Command::Check { path, target } => {
            let mut args = ValidateArgs {
                code: None,
                file_path: None,
                filename: None,
                target: Some(target.to_string()),
            };
            if path == Path::new("-") {
                // The code on stdin: the sandbox is not opened, so it need not exist.
                args.filename = Some("<stdin>".into());
                match commands::read_stdin(toolsmith::files::DEFAULT_MAX_READ_BYTES) {
                    Ok(code) => args.code = Some(code),
                    Err(e) => return Ok(failed::<ValidatePythonSyntax>(&args, e)),
                }
            } else {
                args.file_path = Some(text(&path)?);
            }
            call::<ValidatePythonSyntax>(context, json, args)
        }
        Command::Metrics { path } => {
            let args = FileArgs {
                file_path: text(&path)?,
            };
            call::<GetCodeMetrics>(context, json, args)
        }
        Command::Docstrings { path } => {
            let args = FileArgs {
                file_path: text(&path)?,
            };
            call::<AddDocstring>(context, json, args)
        }
        Command::Fix { path } => {
            let file_path = text(&path)?;
            match commands::read_stdin(toolsmith::files::DEFAULT_MAX_READ_BYTES) {
                Ok(fixed_code) => call::<ApplyFix>(
                    context,
                    json,
                    FixArgs {
                        file_path,
                        fixed_code,
                    },
                ),
                Err(e) => failed::<ApplyFix>(
                    &FixArgs {
                        file_path,
                        fixed_code: String::new(),
                    },
                    e,
                ),
            }
        }
        Command::Edit {
            path,
            old,
            new,
            replace_all,
        } => {
            if old.len() != new.len() {
                return Err(toolsmith::Error::InvalidArgument(format!(
                    "{} --old and {} --new: give one --new after each --old",
                    old.len(),
                    new.len()
                )));
            }
            let edits = old
                .into_iter()
                .zip(new)
                .map(|(old, new)| Replacement { old, new })
                .collect();
            let args = EditFileArgs {
                file_path: text(&path)?,
                old: None,
                new: None,
                edits: Some(edits),
                replace_all: Some(replace_all),
            };
            call::<EditFile>(context, json, args)
        }
        Command::Autofix {
            path,
            unsafe_fixes,
            no_format,
            dry_run,
            pylint,
        } => {
            let args = AutofixArgs {
                path: text(&path)?,
                unsafe_fixes: Some(unsafe_fixes),
                format: Some(!no_format),
                dry_run: Some(dry_run),
                pylint: Some(pylint),
            };
            call::<Autofix>(context, json, args)
        }
        Command::Repair {
            path,
            apply,
            partial,
            candidates,
        } => {
            let mut args = RepairSyntaxArgs {
                file_path: None,
                code: None,
                apply: Some(apply),
                partial: Some(partial),
                candidates: Some(candidates),
            };
            if path == Path::new("-") {
                match commands::read_stdin(toolsmith::files::DEFAULT_MAX_READ_BYTES) {
                    Ok(code) => args.code = Some(code),
                    Err(e) => return Ok(failed::<RepairSyntax>(&args, e)),
                }
            } else {
                args.file_path = Some(text(&path)?);
            }
            call::<RepairSyntax>(context, json, args)
        }
        Command::Patch { dry_run } => {
            let mut args = PatchArgs {
                patch: String::new(),
                dry_run: Some(dry_run),
            };
            match commands::read_stdin(toolsmith::files::DEFAULT_MAX_READ_BYTES) {
                Ok(patch) => {
                    args.patch = patch;
                    call::<ApplyPatch>(context, json, args)
                }
                Err(e) => failed::<ApplyPatch>(&args, e),
            }
        }
        Command::Undo { path, force } => {
            let args = UndoArgs {
                file_path: text(&path)?,
                force: Some(force),
            };
            call::<Undo>(context, json, args)
        }
        Command::Test { dir, flags } => {
            context.confinement = tests::confinement(&flags, &context.confinement);
            let args = TestArgs {
                directory: text(&dir)?,
                limits: tests::limits(&flags),
            };
            call::<RunPytest>(context, json, args)
        }
        Command::RepairTests {
            dir,
            apply,
            partial,
            budget,
            candidates,
            probe,
            probe_timeout,
            flags,
        } => {
            context.confinement = tests::confinement(&flags, &context.confinement);
            let args = RepairTestsArgs {
                directory: text(&dir)?,
                apply: Some(apply),
                partial: Some(partial),
                budget: Some(budget),
                candidates: Some(candidates),
                probe: Some(probe),
                probe_timeout,
                limits: tests::limits(&flags),
            };
            call::<RepairFailingTests>(context, json, args)
        }
        Command::TestOne {
            file,
            test_name,
            flags,
        } => {
            context.confinement = tests::confinement(&flags, &context.confinement);
            let args = SingleTestArgs {
                test_file: text(&file)?,
                test_name,
                limits: tests::limits(&flags),
            };
            call::<RunSingleTest>(context, json, args)
        }
        Command::Probe {
            path,
            timeout,
            max_calls,
            budget,
            write_checks,
            require_confinement,
        } => {
            context.confinement.require = require_confinement;
            let args = ProbeArgs {
                path: text(&path)?,
                timeout,
                max_calls,
                budget,
                write_checks: write_checks.as_deref().map(text).transpose()?,
            };
            call::<Probe>(context, json, args)
        }
        Command::Failing { dir, flags } => {
            context.confinement = tests::confinement(&flags, &context.confinement);
            let args = TestArgs {
                directory: text(&dir)?,
                limits: tests::limits(&flags),
            };
            call::<GetFailingTests>(context, json, args)
        }
        Command::Lint {
            path,
            flags,
            all_issues,
        } => {
            let args = LintArgs {
                file_path: text(&path)?,
                all_issues: Some(all_issues),
                settings: lint::settings(&flags),
            };
            let served = use_server.then_some(&flags);
            commands::server::lint_call::<RunPylintAnalysis>(
                context,
                json,
                args,
                served,
                commands::summarized::<RunPylintAnalysis>,
            )
        }
        Command::Audit {
            dir,
            flags,
            threshold,
            sarif,
            exit_zero,
        } => {
            context.progress = true;
            let settings = lint::settings(&flags);
            let args = AuditArgs {
                directory: text(&dir)?,
                threshold: Some(threshold),
                settings: settings.clone(),
            };
            let context = &*context;
            let show = |report: &toolsmith::lint::AuditReport| {
                let sarif = sarif.then_some(lint::Sarif {
                    context,
                    settings: &settings,
                });
                lint::audit(report, sarif)
            };
            let served = use_server.then_some(&flags);
            let mut called =
                commands::server::lint_call::<AuditDirectory>(context, json, args, served, show);
            if exit_zero && let Ok(outcome) = &mut called.outcome {
                outcome.exit_code = 0;
            }
            called
        }
        Command::Env { action: None } => call::<EnvInfo>(context, json, NoArgs {}),
        Command::Env {
            action:
                Some(EnvCommand::Sync {
                    extras,
                    groups,
                    allow_build,
                }),
        } => {
            let args = EnvSyncArgs {
                extras: Some(extras),
                groups: Some(groups),
                allow_build: Some(allow_build),
            };
            call::<EnvSync>(context, json, args)
        }
        Command::Log(log) => {
            let default_log = journal
                .map(|j| j.path().to_path_buf())
                .unwrap_or_else(|| Journal::from_environment().path().to_path_buf());
            Called::plain(commands::log::run(log, &default_log))
        }
        Command::Doctor => Called::plain(commands::doctor::doctor()),
        Command::Server { action } => Called::plain(commands::server::run(action, context)),
        Command::Mcp(args) => Called::plain(commands::mcp::run(context, journal, args, json)),
        // Not one tool call: its agents log each of their own.
        Command::Swarm(args) => Called::plain(commands::swarm::run(global, args, journal.cloned())),
        Command::Batch {
            manifest,
            out,
            jobs,
            resume,
        } => {
            let options = commands::batch::BatchOptions {
                manifest,
                out,
                jobs,
                resume,
            };
            Called::plain(commands::batch::run(&options, journal))
        }
    })
}

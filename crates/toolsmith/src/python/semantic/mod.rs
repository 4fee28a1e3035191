//! The syntax errors CPython raises when it compiles a tree that parses:
//! `return` outside a function, duplicate parameters, `nonlocal` at module
//! level and the rest. ruff's `SemanticSyntaxChecker` knows the rules; this
//! module is its host: a first pass records each scope's bindings and
//! `global` declarations (CPython decides them per whole scope), and a second
//! walk feeds the checker every statement and expression with the scope and
//! statement stacks it asks about.

mod scopes;
mod walk;

use ruff_python_ast::{PythonVersion, Stmt};
use ruff_python_parser::semantic_errors::SemanticSyntaxError;
use ruff_text_size::{Ranged, TextRange};

use scopes::Scopes;

/// An error found, located and worded as CPython words it where we can.
pub(crate) struct Found {
    pub range: TextRange,
    pub message: String,
    pub detail: String,
}

/// The first compile-time error of `body`, in CPython's order: errors of its
/// symbol-table pass (which sees the whole module first) before the others.
pub(crate) fn first_error(source: &str, body: &[Stmt], target: PythonVersion) -> Option<Found> {
    let scopes = Scopes::collect(body);
    let mut found: Vec<(bool, Found)> = walk::errors(source, body, target, &scopes)
        .into_iter()
        .map(|(error, stored, statement)| {
            (
                is_symbol_table_error(&error),
                located(&error, stored, statement),
            )
        })
        .collect();
    found.extend(nonlocal_and_global(&scopes).map(|f| (true, f)));
    found
        .into_iter()
        .min_by_key(|(symbol_table, f)| (!symbol_table, f.range.start()))
        .map(|(_, f)| f)
}

/// Names declared both `nonlocal` and `global` in one scope, reported
/// at the first of the two declarations, as CPython does.
fn nonlocal_and_global(scopes: &Scopes) -> impl Iterator<Item = Found> + '_ {
    scopes.scopes.iter().flat_map(|scope| {
        scope.nonlocals.iter().filter_map(|(name, nonlocal)| {
            let global = scope.globals.get(name)?;
            let first = if global.start() < nonlocal.start() {
                *global
            } else {
                *nonlocal
            };
            Some(Found {
                range: first,
                message: format!("name '{name}' is nonlocal and global"),
                detail: format!("name `{name}` is nonlocal and global"),
            })
        })
    })
}

/// Where and how CPython reports `error`; `stored` tells, for a name used
/// before its `global` declaration, whether the use was an assignment.
fn located(error: &SemanticSyntaxError, stored: bool, statement: Option<TextRange>) -> Found {
    use ruff_python_parser::semantic_errors::SemanticSyntaxErrorKind as Kind;
    let detail = error.to_string();
    match &error.kind {
        // CPython points at the `global` statement, not at the use.
        Kind::LoadBeforeGlobalDeclaration { name, start } => Found {
            range: TextRange::empty(*start),
            message: if stored {
                format!("name '{name}' is assigned to before global declaration")
            } else {
                format!("name '{name}' is used prior to global declaration")
            },
            detail,
        },
        Kind::LoadBeforeNonlocalDeclaration { name, start } => Found {
            range: TextRange::empty(*start),
            message: if stored {
                format!("name '{name}' is assigned to before nonlocal declaration")
            } else {
                format!("name '{name}' is used prior to nonlocal declaration")
            },
            detail,
        },
        // Errors about a `global`/`nonlocal` directive point at the directive.
        Kind::NonlocalWithoutBinding(_)
        | Kind::GlobalParameter(_)
        | Kind::NonlocalParameter(_)
        | Kind::NonlocalDeclarationAtModuleLevel => Found {
            range: statement.unwrap_or(error.range),
            message: cpython_message(error),
            detail,
        },
        _ => Found {
            range: error.range,
            message: cpython_message(error),
            detail,
        },
    }
}

/// Errors CPython's symtable pass raises, before any code is generated.
fn is_symbol_table_error(error: &SemanticSyntaxError) -> bool {
    use ruff_python_parser::semantic_errors::SemanticSyntaxErrorKind as Kind;
    matches!(
        error.kind,
        Kind::DuplicateParameter(_)
            | Kind::NonlocalDeclarationAtModuleLevel
            | Kind::NonlocalAndGlobal(_)
            | Kind::NonlocalWithoutBinding(_)
            | Kind::GlobalParameter(_)
            | Kind::NonlocalParameter(_)
            | Kind::AnnotatedGlobal(_)
            | Kind::AnnotatedNonlocal(_)
            | Kind::LoadBeforeGlobalDeclaration { .. }
            | Kind::LoadBeforeNonlocalDeclaration { .. }
            | Kind::NonModuleImportStar(_)
            | Kind::NamedExpressionInComprehensionIterable
            | Kind::NamedExpressionInClassBodyComprehension
            | Kind::ReboundComprehensionVariable
    )
}

fn cpython_message(error: &SemanticSyntaxError) -> String {
    use ruff_python_parser::semantic_errors::SemanticSyntaxErrorKind as Kind;
    match &error.kind {
        Kind::ReturnOutsideFunction => "'return' outside function".into(),
        Kind::BreakOutsideLoop => "'break' outside loop".into(),
        Kind::ContinueOutsideLoop => "'continue' not properly in loop".into(),
        Kind::DuplicateParameter(name) => {
            format!("duplicate argument '{name}' in function definition")
        }
        Kind::DuplicateKeywordArgument(name) => format!("keyword argument repeated: {name}"),
        Kind::NonlocalDeclarationAtModuleLevel => {
            "nonlocal declaration not allowed at module level".into()
        }
        Kind::NonlocalWithoutBinding(name) => format!("no binding for nonlocal '{name}' found"),
        Kind::NonlocalAndGlobal(name) => format!("name '{name}' is nonlocal and global"),
        Kind::GlobalParameter(name) => format!("name '{name}' is parameter and global"),
        Kind::NonlocalParameter(name) => format!("name '{name}' is parameter and nonlocal"),
        Kind::MultipleStarredExpressions => "multiple starred expressions in assignment".into(),
        Kind::SingleStarredAssignment => {
            "starred assignment target must be in a list or tuple".into()
        }
        Kind::InvalidStarExpression => "can't use starred expression here".into(),
        Kind::LateFutureImport => {
            "from __future__ imports must occur at the beginning of the file".into()
        }
        Kind::FutureFeatureNotDefined(name) if name == "braces" => "not a chance".into(),
        Kind::FutureFeatureNotDefined(name) => format!("future feature {name} is not defined"),
        Kind::YieldOutsideFunction(kind) if kind.is_await() => "'await' outside function".into(),
        Kind::YieldOutsideFunction(_) => "'yield' outside function".into(),
        Kind::AwaitOutsideAsyncFunction(kind) => {
            use ruff_python_parser::semantic_errors::AwaitOutsideAsyncFunctionKind as Await;
            match kind {
                Await::Await => "'await' outside async function".into(),
                Await::AsyncFor => "'async for' outside async function".into(),
                Await::AsyncWith => "'async with' outside async function".into(),
                Await::AsyncComprehension => {
                    "asynchronous comprehension outside of an asynchronous function".into()
                }
            }
        }
        Kind::DuplicateMatchKey(key) => format!("mapping pattern checks duplicate key ({key})"),
        Kind::DuplicateMatchClassAttribute(name) => {
            format!("attribute name repeated in class pattern: {name}")
        }
        Kind::ReturnInGenerator => "'return' with value in async generator".into(),
        Kind::YieldFromInAsyncFunction => "'yield from' inside async function".into(),
        Kind::NonModuleImportStar(_) => "import * only allowed at module level".into(),
        Kind::WriteToDebug(_) => "cannot assign to __debug__".into(),
        Kind::AnnotatedGlobal(name) => format!("annotated name '{name}' can't be global"),
        Kind::AnnotatedNonlocal(name) => format!("annotated name '{name}' can't be nonlocal"),
        _ => {
            // ruff's wording, with CPython's quotes.
            error.to_string().replace('`', "'")
        }
    }
}

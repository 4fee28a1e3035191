//! `outline`: the classes and functions of Python files with their line
//! ranges, a repository map for a model's context, from ruff's parser.
//! Lines follow Python's `ast`: `line` is the `def`/`class` line (decorators
//! excluded), `end_line` the last line of the body; `qualname` is Python's
//! `__qualname__` (`Outer.method`, `outer.<locals>.inner`).

use std::path::Path;

use ruff_python_ast::statement_visitor::{StatementVisitor, walk_stmt};
use ruff_python_ast::{Expr, PythonVersion, Stmt};
use ruff_text_size::{Ranged, TextRange};
use serde::Serialize;

use super::{LineIndex, parse_module};
use crate::error::{Error, Result};
use crate::sandbox::Sandbox;

/// Files a directory's outline covers at most.
const MAX_FILES: usize = 5_000;

#[derive(Debug, Clone, Serialize, PartialEq, Eq)]
pub struct Symbol {
    /// `class`, `function` or `method` (a function defined directly in a class).
    pub kind: &'static str,
    pub name: String,
    pub qualname: String,
    pub is_async: bool,
    pub line: usize,
    pub end_line: usize,
    /// `name(parameters) -> returns`, or `Name(bases)`, on one line.
    pub signature: String,
    /// Each decorator's expression, without the `@`.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub decorators: Vec<String>,
    /// The docstring's first line.
    pub docstring: Option<String>,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub children: Vec<Symbol>,
}

#[derive(Debug, Clone, Serialize, PartialEq, Eq)]
pub struct FileOutline {
    pub file_path: String,
    pub symbols: Vec<Symbol>,
    /// Why this file has no outline (a syntax error, unreadable).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub error: Option<String>,
}

#[derive(Debug, Clone, Serialize)]
pub struct OutlineResult {
    pub path: String,
    pub files: Vec<FileOutline>,
    /// Symbols at every depth.
    pub symbols: usize,
    pub truncated: bool,
}

impl Sandbox {
    /// The outline of one `.py` file, or of every one under a directory.
    pub fn outline(&self, path: &Path, from_root: bool) -> Result<OutlineResult> {
        let shown = path.display().to_string();
        if !self.is_directory(path)? {
            let (file_path, code) = self.read_python(path)?;
            let parsed = parse_module(&code, PythonVersion::latest())
                .map_err(|error| Error::PythonSyntax { path: shown, error })?;
            let symbols = outline_module(&code, &parsed.syntax().body);
            return Ok(OutlineResult {
                path: file_path.clone(),
                symbols: count(&symbols),
                files: vec![FileOutline {
                    file_path,
                    symbols,
                    error: None,
                }],
                truncated: false,
            });
        }
        let listing = self.python_files_under(path, from_root, MAX_FILES)?;
        let files: Vec<FileOutline> = listing
            .files
            .iter()
            .map(|(file, name)| self.outline_file(file, name))
            .collect();
        Ok(OutlineResult {
            path: listing.directory,
            symbols: files.iter().map(|f| count(&f.symbols)).sum(),
            files,
            truncated: listing.truncated,
        })
    }

    fn outline_file(&self, path: &Path, name: &str) -> FileOutline {
        let outlined = self.read_python(path).and_then(|(_, code)| {
            parse_module(&code, PythonVersion::latest())
                .map(|parsed| outline_module(&code, &parsed.syntax().body))
                .map_err(|error| Error::PythonSyntax {
                    path: name.to_string(),
                    error,
                })
        });
        match outlined {
            Ok(symbols) => FileOutline {
                file_path: name.to_string(),
                symbols,
                error: None,
            },
            Err(error) => FileOutline {
                file_path: name.to_string(),
                symbols: Vec::new(),
                error: Some(error.to_string()),
            },
        }
    }
}

fn count(symbols: &[Symbol]) -> usize {
    symbols.iter().map(|s| 1 + count(&s.children)).sum()
}

/// The symbols of a module's body, nested as defined.
pub fn outline_module(code: &str, body: &[Stmt]) -> Vec<Symbol> {
    let mut outliner = Outliner {
        code,
        index: LineIndex::new(code),
        scopes: vec![Scope {
            prefix: String::new(),
            in_class: false,
            symbols: Vec::new(),
        }],
    };
    outliner.visit_body(body);
    outliner
        .scopes
        .pop()
        .map(|scope| scope.symbols)
        .unwrap_or_default()
}

struct Scope {
    /// What a symbol defined here is qualified with (`Outer.`, `f.<locals>.`).
    prefix: String,
    in_class: bool,
    symbols: Vec<Symbol>,
}

struct Outliner<'a> {
    code: &'a str,
    index: LineIndex,
    scopes: Vec<Scope>,
}

impl Outliner<'_> {
    fn text(&self, range: TextRange) -> String {
        // One line: parameters over several lines read as one.
        self.code[range]
            .split_whitespace()
            .collect::<Vec<_>>()
            .join(" ")
            .replace("( ", "(")
            .replace(" )", ")")
            .replace(", )", ")")
    }

    fn define(&mut self, mut symbol: Symbol, is_class: bool, body: &[Stmt]) {
        let prefix = if is_class {
            format!("{}.", symbol.qualname)
        } else {
            format!("{}.<locals>.", symbol.qualname)
        };
        symbol.docstring = docstring(body);
        self.scopes.push(Scope {
            prefix,
            in_class: is_class,
            symbols: Vec::new(),
        });
        self.visit_body(body);
        if let Some(scope) = self.scopes.pop() {
            symbol.children = scope.symbols;
        }
        if let Some(parent) = self.scopes.last_mut() {
            parent.symbols.push(symbol);
        }
    }

    fn symbol(&self, kind: &'static str, name: &str, at: TextRange, whole: TextRange) -> Symbol {
        let prefix = self
            .scopes
            .last()
            .map(|s| s.prefix.as_str())
            .unwrap_or_default();
        Symbol {
            kind,
            name: name.to_string(),
            qualname: format!("{prefix}{name}"),
            is_async: false,
            line: self.index.line_of(at.start()),
            end_line: self.index.line_of(whole.end()),
            signature: String::new(),
            decorators: Vec::new(),
            docstring: None,
            children: Vec::new(),
        }
    }
}

impl StatementVisitor<'_> for Outliner<'_> {
    fn visit_stmt(&mut self, stmt: &Stmt) {
        match stmt {
            Stmt::FunctionDef(function) => {
                let in_class = self.scopes.last().is_some_and(|s| s.in_class);
                let kind = if in_class { "method" } else { "function" };
                let mut symbol = self.symbol(
                    kind,
                    function.name.as_str(),
                    function.name.range(),
                    stmt.range(),
                );
                symbol.is_async = function.is_async;
                let end = function
                    .returns
                    .as_ref()
                    .map_or(function.parameters.end(), |r| r.end());
                symbol.signature = self.text(TextRange::new(function.name.start(), end));
                symbol.decorators = function
                    .decorator_list
                    .iter()
                    .map(|d| self.text(d.expression.range()))
                    .collect();
                self.define(symbol, false, &function.body);
            }
            Stmt::ClassDef(class) => {
                let mut symbol = self.symbol(
                    "class",
                    class.name.as_str(),
                    class.name.range(),
                    stmt.range(),
                );
                let end = class
                    .arguments
                    .as_ref()
                    .map_or(class.name.end(), |a| a.end());
                let start = class.name.start();
                symbol.signature = self.text(TextRange::new(start, end));
                symbol.decorators = class
                    .decorator_list
                    .iter()
                    .map(|d| self.text(d.expression.range()))
                    .collect();
                self.define(symbol, true, &class.body);
            }
            _ => walk_stmt(self, stmt),
        }
    }
}

/// The first line of a body's docstring (a plain string literal first).
fn docstring(body: &[Stmt]) -> Option<String> {
    let Some(Stmt::Expr(statement)) = body.first() else {
        return None;
    };
    let Expr::StringLiteral(literal) = statement.value.as_ref() else {
        return None;
    };
    literal
        .value
        .to_str()
        .lines()
        .map(str::trim)
        .find(|line| !line.is_empty())
        .map(str::to_string)
}

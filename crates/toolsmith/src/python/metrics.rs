//! `get_code_metrics`: line counts, definitions, `__main__` block and the
//! cyclomatic complexity of every function.

use ruff_python_ast::statement_visitor::{StatementVisitor, walk_stmt};
use ruff_python_ast::visitor::{self, Visitor};
use ruff_python_ast::{self as ast, CmpOp, Expr, Stmt};
use ruff_text_size::Ranged;
use serde::Serialize;

use super::{LineIndex, splitlines};

#[derive(Debug, Clone, Serialize, PartialEq, Eq)]
pub struct FunctionComplexity {
    /// Qualified by enclosing classes and functions: `Store.add`, `outer.inner`.
    pub name: String,
    pub line: usize,
    pub complexity: usize,
}

/// The spec's keys first, then ours.
#[derive(Debug, Clone, Serialize, PartialEq, Eq)]
pub struct CodeMetrics {
    pub file_path: String,
    /// Lines as Python's `str.splitlines()` counts them.
    pub lines_of_code: usize,
    /// Every `def` and `async def`, at any depth, methods included.
    pub functions: usize,
    pub classes: usize,
    pub has_main: bool,
    pub blank_lines: usize,
    /// Lines holding only a comment.
    pub comment_lines: usize,
    /// The rest: lines with code (docstrings included).
    pub code_lines: usize,
    pub async_functions: usize,
    /// McCabe complexity: 1 + one per `if`/`elif`, loop, `except`, `case`,
    /// conditional expression, comprehension `for`/`if`, and extra operand of
    /// `and`/`or`. A nested function counts on its own.
    pub complexity: Vec<FunctionComplexity>,
    pub max_complexity: usize,
}

/// Measures `code`, which must parse (see [`super::parse_module`]).
pub fn measure(file_path: &str, code: &str, body: &[Stmt]) -> CodeMetrics {
    let lines = splitlines(code);
    let blank_lines = lines.iter().filter(|l| l.trim().is_empty()).count();
    let comment_lines = lines
        .iter()
        .filter(|l| l.trim_start().starts_with('#'))
        .count();
    let mut definitions = Definitions {
        index: LineIndex::new(code),
        scope: Vec::new(),
        functions: 0,
        async_functions: 0,
        classes: 0,
        complexity: Vec::new(),
    };
    definitions.visit_body(body);
    let max_complexity = definitions
        .complexity
        .iter()
        .map(|f| f.complexity)
        .max()
        .unwrap_or(0);
    CodeMetrics {
        file_path: file_path.to_string(),
        lines_of_code: lines.len(),
        functions: definitions.functions,
        classes: definitions.classes,
        has_main: body.iter().any(is_main_block),
        blank_lines,
        comment_lines,
        code_lines: lines.len() - blank_lines - comment_lines,
        async_functions: definitions.async_functions,
        complexity: definitions.complexity,
        max_complexity,
    }
}

/// `if __name__ == "__main__":` (either way round) at module level.
pub(crate) fn is_main_block(stmt: &Stmt) -> bool {
    let Stmt::If(ast::StmtIf { test, .. }) = stmt else {
        return false;
    };
    let Expr::Compare(ast::ExprCompare {
        left,
        ops,
        comparators,
        ..
    }) = test.as_ref()
    else {
        return false;
    };
    let is_name = |e: &Expr| matches!(e, Expr::Name(n) if n.id.as_str() == "__name__");
    let is_main = |e: &Expr| matches!(e, Expr::StringLiteral(s) if s.value.to_str() == "__main__");
    match (ops.as_ref(), comparators.as_ref()) {
        ([CmpOp::Eq], [right]) => {
            (is_name(left) && is_main(right)) || (is_main(left) && is_name(right))
        }
        _ => false,
    }
}

struct Definitions {
    index: LineIndex,
    scope: Vec<String>,
    functions: usize,
    async_functions: usize,
    classes: usize,
    complexity: Vec<FunctionComplexity>,
}

impl Definitions {
    fn qualified(&self, name: &str) -> String {
        let mut parts = self.scope.clone();
        parts.push(name.to_string());
        parts.join(".")
    }
}

impl StatementVisitor<'_> for Definitions {
    fn visit_stmt(&mut self, stmt: &Stmt) {
        match stmt {
            Stmt::FunctionDef(function) => {
                self.functions += 1;
                self.async_functions += usize::from(function.is_async);
                let mut counter = Complexity { count: 1 };
                counter.visit_body(&function.body);
                self.complexity.push(FunctionComplexity {
                    name: self.qualified(function.name.as_str()),
                    line: self.index.line_of(function.name.start()),
                    complexity: counter.count,
                });
                self.scope.push(function.name.to_string());
                self.visit_body(&function.body);
                self.scope.pop();
            }
            Stmt::ClassDef(class) => {
                self.classes += 1;
                self.scope.push(class.name.to_string());
                self.visit_body(&class.body);
                self.scope.pop();
            }
            _ => walk_stmt(self, stmt),
        }
    }
}

/// Counts decision points in one function body, not entering nested
/// functions or classes (they are measured on their own).
struct Complexity {
    count: usize,
}

impl<'a> Visitor<'a> for Complexity {
    fn visit_stmt(&mut self, stmt: &'a Stmt) {
        match stmt {
            Stmt::FunctionDef(_) | Stmt::ClassDef(_) => return,
            Stmt::If(ast::StmtIf {
                elif_else_clauses, ..
            }) => {
                self.count += 1 + elif_else_clauses
                    .iter()
                    .filter(|c| c.test.is_some())
                    .count();
            }
            Stmt::For(_) | Stmt::While(_) => self.count += 1,
            Stmt::Try(ast::StmtTry { handlers, .. }) => self.count += handlers.len(),
            Stmt::Match(ast::StmtMatch { cases, .. }) => self.count += cases.len(),
            _ => {}
        }
        visitor::walk_stmt(self, stmt);
    }

    fn visit_expr(&mut self, expr: &'a Expr) {
        match expr {
            Expr::BoolOp(ast::ExprBoolOp { values, .. }) => {
                self.count += values.len().saturating_sub(1);
            }
            Expr::If(_) => self.count += 1,
            Expr::ListComp(ast::ExprListComp { generators, .. })
            | Expr::SetComp(ast::ExprSetComp { generators, .. })
            | Expr::DictComp(ast::ExprDictComp { generators, .. })
            | Expr::Generator(ast::ExprGenerator { generators, .. }) => {
                self.count += generators.iter().map(|g| 1 + g.ifs.len()).sum::<usize>();
            }
            _ => {}
        }
        visitor::walk_expr(self, expr);
    }
}

//! The second pass: ruff's `SemanticSyntaxChecker` fed every statement and
//! expression, with the scope and statement stacks it asks about answered
//! from the first pass's scopes.

use std::cell::RefCell;

use ruff_python_ast::visitor::{self, Visitor};
use ruff_python_ast::{self as ast, Expr, ExprContext, PythonVersion, Stmt};
use ruff_python_parser::semantic_errors::{
    SemanticSyntaxChecker, SemanticSyntaxContext, SemanticSyntaxError, SemanticSyntaxErrorKind,
};
use ruff_text_size::{Ranged, TextRange};

use super::scopes::{Scope, ScopeKind, ScopeWalker, Scopes, walk_comprehension};

/// The second pass over `body`: each error the checker raised, whether it
/// was about a store, and the statement it is in.
pub(super) fn errors(
    source: &str,
    body: &[Stmt],
    target: PythonVersion,
    scopes: &Scopes,
) -> Vec<(SemanticSyntaxError, bool, Option<TextRange>)> {
    let mut walk = Walk {
        host: Host {
            source,
            target,
            scopes,
            stack: vec![0],
            statements: Vec::new(),
            storing: std::cell::Cell::new(false),
            errors: RefCell::new(Vec::new()),
        },
        checker: SemanticSyntaxChecker::new(),
    };
    walk.visit_body(body);
    walk.host.errors.into_inner()
}

/// What the checker asks about, answered from the scope and statement stacks.
struct Host<'a> {
    source: &'a str,
    target: PythonVersion,
    scopes: &'a Scopes,
    /// Scope ids, innermost last.
    stack: Vec<usize>,
    statements: Vec<&'a Stmt>,
    /// Whether the name expression now being checked is assigned to.
    storing: std::cell::Cell<bool>,
    /// Each error, whether it was about a store, and the statement it is in.
    errors: RefCell<Vec<(SemanticSyntaxError, bool, Option<TextRange>)>>,
}

impl Host<'_> {
    fn current(&self) -> &Scope {
        let id = self.stack.last().copied().unwrap_or(0);
        &self.scopes.scopes[id]
    }

    /// Scopes from the innermost out.
    fn innermost_first(&self) -> impl Iterator<Item = &Scope> {
        self.stack.iter().rev().map(|id| &self.scopes.scopes[*id])
    }
}

impl SemanticSyntaxContext for Host<'_> {
    fn future_annotations_or_stub(&self) -> bool {
        false
    }

    fn lazy_import_context(
        &self,
    ) -> Option<ruff_python_parser::semantic_errors::LazyImportContext> {
        None
    }

    fn python_version(&self) -> PythonVersion {
        self.target
    }

    fn source(&self) -> &str {
        self.source
    }

    fn global(&self, name: &str) -> Option<TextRange> {
        self.current().globals.get(name).copied()
    }

    fn has_nonlocal_binding(&self, name: &str) -> bool {
        // Methods see an implicit `__class__` cell of their class.
        if name == "__class__"
            && self
                .innermost_first()
                .any(|scope| matches!(scope.kind, ScopeKind::Class))
        {
            return true;
        }
        self.innermost_first().skip(1).any(|scope| {
            !matches!(scope.kind, ScopeKind::Module | ScopeKind::Class)
                && !scope.globals.contains_key(name)
                && scope.bound.contains(name)
        })
    }

    fn in_async_context(&self) -> bool {
        for scope in self.innermost_first() {
            match &scope.kind {
                ScopeKind::Class | ScopeKind::Lambda => return false,
                ScopeKind::Function { is_async, .. } => return *is_async,
                ScopeKind::Comprehension { .. } | ScopeKind::Module => {}
            }
        }
        false
    }

    fn in_await_allowed_context(&self) -> bool {
        for scope in self.innermost_first() {
            match &scope.kind {
                ScopeKind::Class => return false,
                ScopeKind::Function { .. } | ScopeKind::Lambda => return true,
                ScopeKind::Comprehension {
                    generator: true, ..
                } => return true,
                ScopeKind::Comprehension { .. } | ScopeKind::Module => {}
            }
        }
        false
    }

    fn in_yield_allowed_context(&self) -> bool {
        for scope in self.innermost_first() {
            match &scope.kind {
                ScopeKind::Class | ScopeKind::Comprehension { .. } => return false,
                ScopeKind::Function { .. } | ScopeKind::Lambda => return true,
                ScopeKind::Module => {}
            }
        }
        false
    }

    fn in_sync_comprehension(&self) -> bool {
        self.innermost_first().any(|scope| {
            matches!(
                scope.kind,
                ScopeKind::Comprehension {
                    generator: false,
                    is_async: false
                }
            )
        })
    }

    fn in_class_body_comprehension(&self) -> bool {
        for scope in self.innermost_first() {
            match &scope.kind {
                ScopeKind::Comprehension { .. } => {}
                ScopeKind::Class => return true,
                _ => return false,
            }
        }
        false
    }

    fn in_module_scope(&self) -> bool {
        matches!(self.current().kind, ScopeKind::Module)
    }

    fn in_function_scope(&self) -> bool {
        matches!(
            self.current().kind,
            ScopeKind::Function { .. } | ScopeKind::Lambda
        )
    }

    fn in_generator_context(&self) -> bool {
        self.innermost_first().any(|scope| {
            matches!(
                scope.kind,
                ScopeKind::Comprehension {
                    generator: true,
                    ..
                }
            )
        })
    }

    fn in_notebook(&self) -> bool {
        false
    }

    fn in_loop_context(&self) -> bool {
        let mut child = match self.statements.last() {
            Some(statement) => *statement,
            None => return false,
        };
        for parent in self.statements.iter().rev().skip(1) {
            match parent {
                Stmt::For(ast::StmtFor { orelse, .. })
                | Stmt::While(ast::StmtWhile { orelse, .. })
                    if !orelse.iter().any(|s| std::ptr::eq(s, child)) =>
                {
                    return true;
                }
                Stmt::FunctionDef(_) | Stmt::ClassDef(_) => return false,
                _ => {}
            }
            child = parent;
        }
        false
    }

    fn is_bound_parameter(&self, name: &str) -> bool {
        match &self.current().kind {
            ScopeKind::Function { parameters, .. } => parameters.contains(name),
            _ => false,
        }
    }

    fn report_semantic_error(&self, error: SemanticSyntaxError) {
        let statement = self.statements.last().map(|s| s.range());
        self.errors
            .borrow_mut()
            .push((error, self.storing.get(), statement));
    }
}

/// The second pass: the checker sees each node with the right context.
pub(super) struct Walk<'a> {
    host: Host<'a>,
    checker: SemanticSyntaxChecker,
}

impl<'a> Walk<'a> {
    fn enter(&mut self, node: TextRange) {
        self.host.stack.push(self.host.scopes.id_of(node));
    }

    fn exit(&mut self) {
        self.host.stack.pop();
    }
}

impl<'a> ScopeWalker<'a> for Walk<'a> {
    fn enter_scope(&mut self, comprehension: &'a Expr) {
        self.enter(comprehension.range());
    }

    fn exit_scope(&mut self) {
        self.exit();
    }
}

impl<'a> Visitor<'a> for Walk<'a> {
    fn visit_stmt(&mut self, stmt: &'a Stmt) {
        self.host.statements.push(stmt);
        match stmt {
            Stmt::FunctionDef(function) => {
                // Decorators, defaults and annotations belong to the enclosing scope.
                for decorator in &function.decorator_list {
                    self.visit_decorator(decorator);
                }
                self.visit_parameters(&function.parameters);
                if let Some(returns) = &function.returns {
                    self.visit_annotation(returns);
                }
                self.enter(stmt.range());
                self.checker.visit_stmt(stmt, &self.host);
                self.visit_body(&function.body);
                self.exit();
            }
            Stmt::ClassDef(class) => {
                self.checker.visit_stmt(stmt, &self.host);
                for decorator in &class.decorator_list {
                    self.visit_decorator(decorator);
                }
                if let Some(arguments) = &class.arguments {
                    self.visit_arguments(arguments);
                }
                self.enter(stmt.range());
                self.visit_body(&class.body);
                self.exit();
            }
            _ => {
                self.checker.visit_stmt(stmt, &self.host);
                if let Stmt::Expr(ast::StmtExpr { value, .. }) = stmt
                    && let Expr::Starred(starred) = value.as_ref()
                {
                    // `*a` standing alone: CPython's compiler refuses it,
                    // ruff's checker does not look at expression statements.
                    self.host.report_semantic_error(SemanticSyntaxError {
                        kind: SemanticSyntaxErrorKind::InvalidStarExpression,
                        range: starred.range(),
                        python_version: self.host.target,
                    });
                }
                visitor::walk_stmt(self, stmt);
            }
        }
        self.host.statements.pop();
    }

    fn visit_expr(&mut self, expr: &'a Expr) {
        let storing = matches!(expr, Expr::Name(name) if name.ctx != ExprContext::Load);
        self.host.storing.set(storing);
        self.checker.visit_expr(expr, &self.host);
        // (The checker asks of `global` declarations only: a name used
        // before its scope's `nonlocal` is refused by CPython's symtable.)
        if let Expr::Name(name) = expr
            && let Some(declared) = self.host.current().nonlocals.get(name.id.as_str())
            && declared.start() > name.range.start()
        {
            self.host.report_semantic_error(SemanticSyntaxError {
                kind: SemanticSyntaxErrorKind::LoadBeforeNonlocalDeclaration {
                    name: name.id.to_string(),
                    start: declared.start(),
                },
                range: name.range,
                python_version: self.host.target,
            });
        }
        match expr {
            Expr::Lambda(lambda) => {
                if let Some(parameters) = &lambda.parameters {
                    self.visit_parameters(parameters);
                }
                self.enter(expr.range());
                self.visit_expr(&lambda.body);
                self.exit();
            }
            Expr::ListComp(_) | Expr::SetComp(_) | Expr::Generator(_) | Expr::DictComp(_) => {
                walk_comprehension(self, expr);
            }
            _ => visitor::walk_expr(self, expr),
        }
    }
}

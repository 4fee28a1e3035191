//! The syntax errors CPython raises when it compiles a tree that parses:
//! `return` outside a function, duplicate parameters, `nonlocal` at module
//! level and the rest. ruff's `SemanticSyntaxChecker` knows the rules; this
//! module is its host: a first pass records each scope's bindings and
//! `global` declarations (CPython decides them per whole scope), and a second
//! walk feeds the checker every statement and expression with the scope and
//! statement stacks it asks about.

use std::cell::RefCell;
use std::collections::{HashMap, HashSet};

use ruff_python_ast::visitor::{self, Visitor};
use ruff_python_ast::{self as ast, Expr, ExprContext, Pattern, PythonVersion, Stmt};
use ruff_python_parser::semantic_errors::{
    SemanticSyntaxChecker, SemanticSyntaxContext, SemanticSyntaxError,
};
use ruff_text_size::{Ranged, TextRange};

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
    let mut walk = Walk {
        host: Host {
            source,
            target,
            scopes: &scopes,
            stack: vec![0],
            statements: Vec::new(),
            storing: std::cell::Cell::new(false),
            errors: RefCell::new(Vec::new()),
        },
        checker: SemanticSyntaxChecker::new(),
    };
    walk.visit_body(body);
    let mut found: Vec<(bool, Found)> = walk
        .host
        .errors
        .into_inner()
        .into_iter()
        .map(|(error, stored, statement)| {
            (
                is_symbol_table_error(&error),
                located(&error, stored, statement),
            )
        })
        .collect();
    found.extend(scopes.nonlocal_and_global().map(|f| (true, f)));
    found
        .into_iter()
        .min_by_key(|(symbol_table, f)| (!symbol_table, f.range.start()))
        .map(|(_, f)| f)
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

#[derive(Debug, Clone)]
enum ScopeKind {
    Module,
    Class,
    Function {
        is_async: bool,
        parameters: HashSet<String>,
    },
    Lambda,
    Comprehension {
        generator: bool,
        is_async: bool,
    },
}

#[derive(Debug)]
struct Scope {
    kind: ScopeKind,
    parent: Option<usize>,
    /// Names bound anywhere in the scope (assigned, imported, defined, deleted,
    /// parameters, or declared nonlocal, which binds from outside).
    bound: HashSet<String>,
    /// The `global` statement declaring each name, the first one.
    globals: HashMap<String, TextRange>,
    /// The `nonlocal` statement declaring each name, the first one.
    nonlocals: HashMap<String, TextRange>,
}

/// Every scope of a module, keyed by the range of the node that opens it.
#[derive(Debug)]
struct Scopes {
    scopes: Vec<Scope>,
    by_node: HashMap<TextRange, usize>,
}

impl Scopes {
    fn collect(body: &[Stmt]) -> Scopes {
        let mut collector = Collector {
            scopes: Scopes {
                scopes: vec![Scope {
                    kind: ScopeKind::Module,
                    parent: None,
                    bound: HashSet::new(),
                    globals: HashMap::new(),
                    nonlocals: HashMap::new(),
                }],
                by_node: HashMap::new(),
            },
            current: 0,
        };
        collector.visit_body(body);
        collector.scopes
    }

    /// Names declared both `nonlocal` and `global` in one scope, reported
    /// at the first of the two declarations, as CPython does.
    fn nonlocal_and_global(&self) -> impl Iterator<Item = Found> + '_ {
        self.scopes.iter().flat_map(|scope| {
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

    fn id_of(&self, node: TextRange) -> usize {
        self.by_node.get(&node).copied().unwrap_or(0)
    }
}

/// The first pass: scopes and what is bound in each.
struct Collector {
    scopes: Scopes,
    current: usize,
}

impl Collector {
    fn bind(&mut self, name: &str) {
        self.scopes.scopes[self.current]
            .bound
            .insert(name.to_string());
    }

    /// Walrus targets bind in the nearest scope that is not a comprehension.
    fn bind_outside_comprehensions(&mut self, name: &str) {
        let mut id = self.current;
        while let (ScopeKind::Comprehension { .. }, Some(parent)) =
            (&self.scopes.scopes[id].kind, self.scopes.scopes[id].parent)
        {
            id = parent;
        }
        self.scopes.scopes[id].bound.insert(name.to_string());
    }

    fn enter(&mut self, node: TextRange, kind: ScopeKind) -> usize {
        let id = self.scopes.scopes.len();
        self.scopes.scopes.push(Scope {
            kind,
            parent: Some(self.current),
            bound: HashSet::new(),
            globals: HashMap::new(),
            nonlocals: HashMap::new(),
        });
        self.scopes.by_node.insert(node, id);
        std::mem::replace(&mut self.current, id)
    }

    fn bind_parameters(&mut self, parameters: &ast::Parameters) {
        for parameter in parameters.iter() {
            self.bind(parameter.name().as_str());
        }
    }
}

impl<'a> ScopeWalker<'a> for Collector {
    fn enter_scope(&mut self, comprehension: &'a Expr) {
        let is_async = comprehension_generators(comprehension)
            .is_some_and(|generators| generators.iter().any(|g| g.is_async));
        let kind = ScopeKind::Comprehension {
            generator: matches!(comprehension, Expr::Generator(_)),
            is_async,
        };
        self.enter(comprehension.range(), kind);
    }

    fn exit_scope(&mut self) {
        self.current = self.scopes.scopes[self.current].parent.unwrap_or(0);
    }
}

impl<'a> Visitor<'a> for Collector {
    fn visit_stmt(&mut self, stmt: &'a Stmt) {
        match stmt {
            Stmt::FunctionDef(function) => {
                self.bind(function.name.as_str());
                for decorator in &function.decorator_list {
                    self.visit_decorator(decorator);
                }
                self.visit_parameters(&function.parameters);
                if let Some(returns) = &function.returns {
                    self.visit_annotation(returns);
                }
                let parameters = function
                    .parameters
                    .iter()
                    .map(|p| p.name().to_string())
                    .collect();
                let kind = ScopeKind::Function {
                    is_async: function.is_async,
                    parameters,
                };
                let outer = self.enter(stmt.range(), kind);
                self.bind_parameters(&function.parameters);
                self.visit_body(&function.body);
                self.current = outer;
            }
            Stmt::ClassDef(class) => {
                self.bind(class.name.as_str());
                for decorator in &class.decorator_list {
                    self.visit_decorator(decorator);
                }
                if let Some(arguments) = &class.arguments {
                    self.visit_arguments(arguments);
                }
                let outer = self.enter(stmt.range(), ScopeKind::Class);
                self.visit_body(&class.body);
                self.current = outer;
            }
            Stmt::Global(global) => {
                let globals = &mut self.scopes.scopes[self.current].globals;
                for name in &global.names {
                    globals.entry(name.to_string()).or_insert(global.range);
                }
            }
            Stmt::Nonlocal(nonlocal) => {
                for name in &nonlocal.names {
                    self.bind(name.as_str());
                    self.scopes.scopes[self.current]
                        .nonlocals
                        .entry(name.to_string())
                        .or_insert(nonlocal.range);
                }
            }
            Stmt::Import(import) => {
                for alias in &import.names {
                    let bound = match &alias.asname {
                        Some(asname) => asname.as_str(),
                        None => alias.name.split('.').next().unwrap_or_default(),
                    };
                    self.bind(bound);
                }
            }
            Stmt::ImportFrom(import) => {
                for alias in &import.names {
                    let bound = alias.asname.as_ref().unwrap_or(&alias.name);
                    if bound.as_str() != "*" {
                        self.bind(bound.as_str());
                    }
                }
            }
            _ => visitor::walk_stmt(self, stmt),
        }
    }

    fn visit_expr(&mut self, expr: &'a Expr) {
        match expr {
            Expr::Name(name) if !matches!(name.ctx, ExprContext::Load) => self.bind(&name.id),
            Expr::Named(named) => {
                if let Expr::Name(target) = named.target.as_ref() {
                    self.bind_outside_comprehensions(&target.id);
                }
                self.visit_expr(&named.value);
            }
            Expr::Lambda(lambda) => {
                if let Some(parameters) = &lambda.parameters {
                    self.visit_parameters(parameters);
                }
                let outer = self.enter(expr.range(), ScopeKind::Lambda);
                if let Some(parameters) = &lambda.parameters {
                    self.bind_parameters(parameters);
                }
                self.visit_expr(&lambda.body);
                self.current = outer;
            }
            Expr::ListComp(_) | Expr::SetComp(_) | Expr::Generator(_) | Expr::DictComp(_) => {
                walk_comprehension(self, expr);
            }
            _ => visitor::walk_expr(self, expr),
        }
    }

    fn visit_except_handler(&mut self, handler: &'a ast::ExceptHandler) {
        let ast::ExceptHandler::ExceptHandler(handler_node) = handler;
        if let Some(name) = &handler_node.name {
            self.bind(name.as_str());
        }
        visitor::walk_except_handler(self, handler);
    }

    fn visit_pattern(&mut self, pattern: &'a Pattern) {
        match pattern {
            Pattern::MatchAs(ast::PatternMatchAs {
                name: Some(name), ..
            })
            | Pattern::MatchStar(ast::PatternMatchStar {
                name: Some(name), ..
            }) => {
                self.bind(name.as_str());
            }
            Pattern::MatchMapping(ast::PatternMatchMapping {
                rest: Some(rest), ..
            }) => {
                self.bind(rest.as_str());
            }
            _ => {}
        }
        visitor::walk_pattern(self, pattern);
    }
}

/// Both passes must walk scopes in the same order: this is that order for a
/// comprehension, as CPython scopes it (its first iterable is evaluated
/// outside, everything else inside).
trait ScopeWalker<'a>: Visitor<'a> {
    fn enter_scope(&mut self, comprehension: &'a Expr);
    fn exit_scope(&mut self);
}

fn comprehension_generators(expr: &Expr) -> Option<&[ast::Comprehension]> {
    match expr {
        Expr::ListComp(c) => Some(&c.generators),
        Expr::SetComp(c) => Some(&c.generators),
        Expr::Generator(c) => Some(&c.generators),
        Expr::DictComp(c) => Some(&c.generators),
        _ => None,
    }
}

fn walk_comprehension<'a, W: ScopeWalker<'a>>(walker: &mut W, expr: &'a Expr) {
    let (generators, results): (&'a [ast::Comprehension], Vec<&'a Expr>) = match expr {
        Expr::ListComp(c) => (&c.generators, vec![&*c.elt]),
        Expr::SetComp(c) => (&c.generators, vec![&*c.elt]),
        Expr::Generator(c) => (&c.generators, vec![&*c.elt]),
        Expr::DictComp(c) => (
            &c.generators,
            c.key.iter().map(|k| &**k).chain([&*c.value]).collect(),
        ),
        _ => return,
    };
    let Some(first) = generators.first() else {
        return;
    };
    walker.visit_expr(&first.iter);
    walker.enter_scope(expr);
    for (index, generator) in generators.iter().enumerate() {
        walker.visit_expr(&generator.target);
        if index > 0 {
            walker.visit_expr(&generator.iter);
        }
        for condition in &generator.ifs {
            walker.visit_expr(condition);
        }
    }
    for result in results {
        walker.visit_expr(result);
    }
    walker.exit_scope();
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
struct Walk<'a> {
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
                visitor::walk_stmt(self, stmt);
            }
        }
        self.host.statements.pop();
    }

    fn visit_expr(&mut self, expr: &'a Expr) {
        let storing = matches!(expr, Expr::Name(name) if name.ctx != ExprContext::Load);
        self.host.storing.set(storing);
        self.checker.visit_expr(expr, &self.host);
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

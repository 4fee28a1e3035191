//! The first pass: every scope of a module and what is bound in it (CPython
//! decides a name's scope per whole scope), walked in the order both passes
//! share.

use std::collections::{HashMap, HashSet};

use ruff_python_ast::visitor::{self, Visitor};
use ruff_python_ast::{self as ast, Expr, ExprContext, Pattern, Stmt};
use ruff_text_size::{Ranged, TextRange};

#[derive(Debug, Clone)]
pub(super) enum ScopeKind {
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
pub(super) struct Scope {
    pub(super) kind: ScopeKind,
    pub(super) parent: Option<usize>,
    /// Names bound anywhere in the scope (assigned, imported, defined, deleted,
    /// parameters, or declared nonlocal, which binds from outside).
    pub(super) bound: HashSet<String>,
    /// The `global` statement declaring each name, the first one.
    pub(super) globals: HashMap<String, TextRange>,
    /// The `nonlocal` statement declaring each name, the first one.
    pub(super) nonlocals: HashMap<String, TextRange>,
}

/// Every scope of a module, keyed by the range of the node that opens it.
#[derive(Debug)]
pub(super) struct Scopes {
    pub(super) scopes: Vec<Scope>,
    by_node: HashMap<TextRange, usize>,
}

impl Scopes {
    pub(super) fn collect(body: &[Stmt]) -> Scopes {
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

    pub(super) fn id_of(&self, node: TextRange) -> usize {
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
pub(super) trait ScopeWalker<'a>: Visitor<'a> {
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

pub(super) fn walk_comprehension<'a, W: ScopeWalker<'a>>(walker: &mut W, expr: &'a Expr) {
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

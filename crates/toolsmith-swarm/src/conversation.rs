//! An agent driven by a model: the Chat Completions tool-calling loop. The
//! model's tool calls go through the agent's [`Toolbox`] (confined, logged);
//! an unknown tool, invalid arguments or a path outside the sandbox goes
//! back to the model as the tool's result, and the run goes on.

use serde_json::{Map, Value, json};
use toolsmith::journal::Status;
use toolsmith::text::bounded;

use crate::error::Result;
use crate::journal_entry::JournalEntry;
use crate::limits::{Limits, Spent};
use crate::model::ModelClient;
use crate::reply::Reply;
use crate::stop::StopReason;
use crate::toolbox::{Agent, Toolbox};

/// A tool's result as the model reads it, at most this many characters.
const MAX_TOOL_RESULT_CHARS: usize = 12_000;
/// Replies cut by the output cap in a row that end a conversation: a model
/// told once that it was cut and cut again writes without end (a small
/// local one does), and each more reply costs the cap's whole length.
const CUTS_IN_A_ROW: usize = 2;

/// How a conversation ended.
#[derive(Debug, Clone)]
pub struct Conversation {
    /// The model's last words (the Auditor's plan, the Fixer's account).
    pub text: String,
    pub tool_calls: usize,
    /// Set when a cap, not the model, ended it.
    pub capped: Option<String>,
}

/// Runs `agent` on `task` until the model answers without a tool call or a
/// cap is reached. An endpoint that fails after its retries is an error.
pub fn converse(
    client: &mut ModelClient,
    toolbox: &Toolbox,
    agent: Agent,
    system: &str,
    task: &str,
    limits: &Limits,
) -> Result<Conversation> {
    let tools = agent.tool_specs();
    let mut messages = vec![
        json!({"role": "system", "content": system}),
        json!({"role": "user", "content": task}),
    ];
    let mut tool_calls = 0;
    let mut text = String::new();
    let mut cuts_in_a_row = 0;
    for _turn in 0..limits.max_turns {
        if let Some(reason) = limits.check(&Spent::inside_iteration(client.calls)) {
            return Ok(ended(text, tool_calls, Some(cap_in_words(reason))));
        }
        let reply = ask(client, toolbox, agent, &messages, &tools, limits)?;
        text = reply.content.clone();
        if reply.cut() {
            cuts_in_a_row += 1;
            if cuts_in_a_row == CUTS_IN_A_ROW {
                let why = format!(
                    "the model's replies reached the output cap of {} tokens {CUTS_IN_A_ROW} times in a row",
                    client.max_output_tokens()
                );
                return Ok(ended(text, tool_calls, Some(why)));
            }
            // The cap cut it: its last tool call's arguments are cut too,
            // so none is run; the model is told, and answers again.
            let notice = cut_notice(client.max_output_tokens(), reply.tool_calls.len());
            messages.push(json!({"role": "assistant", "content": reply.content}));
            messages.push(json!({"role": "user", "content": notice}));
            continue;
        }
        cuts_in_a_row = 0;
        messages.push(reply.message.clone());
        if reply.tool_calls.is_empty() {
            return Ok(ended(text, tool_calls, None));
        }
        tool_calls += reply.tool_calls.len();
        answer_tool_calls(client, toolbox, agent, &reply, &mut messages);
    }
    let turns = format!("the {} reached {} turns", agent.name(), limits.max_turns);
    Ok(ended(text, tool_calls, Some(turns)))
}

/// One model call, logged whether it succeeds or fails.
fn ask(
    client: &mut ModelClient,
    toolbox: &Toolbox,
    agent: Agent,
    messages: &[Value],
    tools: &[Value],
    limits: &Limits,
) -> Result<Reply> {
    let prompt = whole_prompt(messages, tools);
    match client.chat(agent.name(), messages, tools, limits.deadline) {
        Ok(reply) => {
            log_model_call(toolbox, agent, client, &prompt, Ok(&reply));
            Ok(reply)
        }
        Err(error) => {
            log_model_call(toolbox, agent, client, &prompt, Err(&error.to_string()));
            Err(error)
        }
    }
}

/// Runs the reply's tool calls and adds each result to `messages`.
fn answer_tool_calls(
    client: &ModelClient,
    toolbox: &Toolbox,
    agent: Agent,
    reply: &Reply,
    messages: &mut Vec<Value>,
) {
    for call in &reply.tool_calls {
        let result = run_tool_call(toolbox, agent, &call.name, &call.arguments);
        let mut answer = json!({
            "role": "tool",
            "tool_call_id": call.id,
            "content": result,
        });
        if client.provider().strict_tool_ids() {
            answer["name"] = call.name.clone().into();
        }
        messages.push(answer);
    }
}

/// Why the run's limits cut a conversation short, as its account says it.
fn cap_in_words(reason: StopReason) -> String {
    match reason {
        StopReason::MaxModelCalls => "the run's model calls are used up".into(),
        StopReason::Timeout => "the run's time is up".into(),
        StopReason::Interrupted => "the run was interrupted".into(),
        other => format!("the run stopped ({other})"),
    }
}

/// What the model is told when the output cap cut its reply.
fn cut_notice(cap: u32, tool_calls: usize) -> String {
    let not_run = if tool_calls > 0 {
        format!(" Its {tool_calls} tool call(s) were not run.")
    } else {
        String::new()
    };
    format!(
        "Your last reply was cut: it reached the output cap of {cap} tokens.{not_run} \
         Answer again, shorter: one tool call at a time, edits of a few lines, no file written whole."
    )
}

/// How the conversation ended: the model's last words, and why a cap ended
/// it if one did.
fn ended(text: String, tool_calls: usize, capped: Option<String>) -> Conversation {
    Conversation {
        text,
        tool_calls,
        capped,
    }
}

/// One tool call of the model, answered as text: the result's JSON, or the
/// error for the model to read and correct.
fn run_tool_call(toolbox: &Toolbox, agent: Agent, name: &str, arguments: &str) -> String {
    let parsed: Value = match serde_json::from_str(arguments) {
        Ok(value @ Value::Object(_)) => value,
        Ok(Value::Null) => Value::Object(Map::new()),
        Ok(_) | Err(_) => {
            let error = toolsmith::Error::InvalidArgument(format!(
                "the arguments of {name} are not a JSON object: {}",
                bounded(arguments, 200)
            ));
            toolbox.log_refusal(agent, name, Value::String(arguments.to_string()), &error);
            return format!("error: {error}");
        }
    };
    match toolbox.call_for_model(agent, name, parsed) {
        Ok(result) => bounded(&result.to_string(), MAX_TOOL_RESULT_CHARS).into_owned(),
        Err(error) => format!("error: {error}"),
    }
}

/// The whole request as text, exactly what the model is sent: every
/// message in order (an assistant turn's tool calls, a tool message's call
/// id), then the tools offered, by name.
fn whole_prompt(messages: &[Value], tools: &[Value]) -> String {
    let mut text = String::new();
    for message in messages {
        let role = message["role"].as_str().unwrap_or("?");
        match message["tool_call_id"].as_str() {
            Some(id) => text.push_str(&format!("[{role} {id}]\n")),
            None => text.push_str(&format!("[{role}]\n")),
        }
        text.push_str(message["content"].as_str().unwrap_or(""));
        text.push('\n');
        for call in message["tool_calls"].as_array().into_iter().flatten() {
            text.push_str(&format!(
                "[tool call {}] {}({})\n",
                call["id"].as_str().unwrap_or(""),
                call["function"]["name"].as_str().unwrap_or(""),
                call["function"]["arguments"].as_str().unwrap_or("")
            ));
        }
    }
    let names: Vec<&str> = tools
        .iter()
        .filter_map(|t| t["function"]["name"].as_str())
        .collect();
    text.push_str(&format!("[tools offered] {}", names.join(", ")));
    text
}

/// The research log's entry for one model call: the whole prompt and the
/// raw response, never cut; FAILURE only when the call itself failed.
fn log_model_call(
    toolbox: &Toolbox,
    agent: Agent,
    client: &ModelClient,
    prompt: &str,
    reply: std::result::Result<&Reply, &str>,
) {
    let (response, status) = match reply {
        Ok(reply) => (reply_in_words(reply), Status::Success),
        Err(error) => (format!("error: {error}"), Status::Failure),
    };
    let mut extra = Map::new();
    extra.insert("provider".into(), client.provider().name().into());
    if let Ok(reply) = reply {
        extra.insert("tokens".into(), reply.tokens.into());
        extra.insert(
            "max_output_tokens".into(),
            client.max_output_tokens().into(),
        );
        extra.insert("tool_calls".into(), reply.tool_calls.len().into());
        if let Some(reason) = &reply.finish_reason {
            extra.insert("finish_reason".into(), reason.clone().into());
        }
    }
    JournalEntry {
        agent,
        model: client.model(),
        kind: "model_call",
        prompt,
        response: &response,
        extra,
        status,
    }
    .write(toolbox);
}

/// The model's raw reply: its words, then each tool call as it was asked.
fn reply_in_words(reply: &Reply) -> String {
    let mut response = reply.content.clone();
    for call in &reply.tool_calls {
        response.push_str(&format!(
            "\n[tool call {}] {}({})",
            call.id, call.name, call.arguments
        ));
    }
    response
}

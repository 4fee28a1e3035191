//! JSON values to Python objects and back: results leave as plain `dict`,
//! `list`, `str`, `int`, `float`, `bool` and `None`.

use pyo3::IntoPyObjectExt;
use pyo3::exceptions::PyTypeError;
use pyo3::prelude::*;
use pyo3::types::{PyBool, PyDict, PyFloat, PyInt, PyList, PyString, PyTuple};
use serde_json::{Map, Number, Value};

/// `value` as the Python object `json.loads` would give.
pub fn to_python<'py>(py: Python<'py>, value: &Value) -> PyResult<Bound<'py, PyAny>> {
    match value {
        Value::Null => Ok(py.None().into_bound(py)),
        Value::Bool(flag) => flag.into_bound_py_any(py),
        Value::Number(number) => number_to_python(py, number),
        Value::String(text) => text.into_bound_py_any(py),
        Value::Array(items) => {
            let list = PyList::empty(py);
            for item in items {
                list.append(to_python(py, item)?)?;
            }
            Ok(list.into_any())
        }
        Value::Object(map) => {
            let dict = PyDict::new(py);
            for (key, item) in map {
                dict.set_item(key, to_python(py, item)?)?;
            }
            Ok(dict.into_any())
        }
    }
}

fn number_to_python<'py>(py: Python<'py>, number: &Number) -> PyResult<Bound<'py, PyAny>> {
    if let Some(int) = number.as_i64() {
        int.into_bound_py_any(py)
    } else if let Some(int) = number.as_u64() {
        int.into_bound_py_any(py)
    } else {
        number.as_f64().unwrap_or(f64::NAN).into_bound_py_any(py)
    }
}

/// A Python value as JSON for the research log. Objects JSON cannot hold
/// (sets, paths, custom classes) are logged as their `str()`, as a research
/// log should keep what it was given rather than refuse the entry.
pub fn from_python(object: &Bound<'_, PyAny>) -> PyResult<Value> {
    if object.is_none() {
        return Ok(Value::Null);
    }
    if let Ok(flag) = object.cast::<PyBool>() {
        return Ok(Value::Bool(flag.is_true()));
    }
    if object.is_instance_of::<PyInt>() {
        if let Ok(int) = object.extract::<i64>() {
            return Ok(Value::from(int));
        }
        if let Ok(int) = object.extract::<u64>() {
            return Ok(Value::from(int));
        }
        return Ok(Value::String(object.str()?.to_string()));
    }
    if let Ok(float) = object.cast::<PyFloat>() {
        return Ok(Number::from_f64(float.value())
            .map(Value::Number)
            .unwrap_or_else(|| Value::String(float.value().to_string())));
    }
    if let Ok(text) = object.cast::<PyString>() {
        return Ok(Value::String(text.to_str()?.to_string()));
    }
    if let Ok(dict) = object.cast::<PyDict>() {
        return Ok(Value::Object(dict_from_python(dict)?));
    }
    if let Ok(list) = object.cast::<PyList>() {
        return list.iter().map(|item| from_python(&item)).collect();
    }
    if let Ok(tuple) = object.cast::<PyTuple>() {
        return tuple.iter().map(|item| from_python(&item)).collect();
    }
    Ok(Value::String(object.str()?.to_string()))
}

/// A `dict` with string keys as a JSON object.
pub fn dict_from_python(dict: &Bound<'_, PyDict>) -> PyResult<Map<String, Value>> {
    let mut map = Map::new();
    for (key, item) in dict.iter() {
        let key = match key.cast::<PyString>() {
            Ok(text) => text.to_str()?.to_string(),
            Err(_) => {
                return Err(PyTypeError::new_err(format!(
                    "details keys must be str, got {}",
                    key.get_type().name()?
                )));
            }
        };
        map.insert(key, from_python(&item)?);
    }
    Ok(map)
}

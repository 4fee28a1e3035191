//! A virtualenv's `pyvenv.cfg`, and the Python installation an interpreter
//! belongs to: what a confined run of it must be allowed to read.

use std::os::unix::fs::MetadataExt;
use std::path::{Path, PathBuf};

/// What `pyvenv.cfg` says.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct VenvConfig {
    /// The directory of the interpreter the virtualenv was made from.
    pub home: Option<PathBuf>,
    /// `version` (venv) or `version_info` (uv, virtualenv).
    pub version: Option<String>,
    pub system_site_packages: bool,
}

pub fn parse_config(text: &str) -> VenvConfig {
    let mut config = VenvConfig::default();
    for line in text.lines() {
        let Some((key, value)) = line.split_once('=') else {
            continue;
        };
        let value = value.trim();
        match key.trim() {
            "home" => config.home = Some(PathBuf::from(value)),
            "version" | "version_info" if config.version.is_none() => {
                config.version = Some(value.to_string());
            }
            "include-system-site-packages" => {
                config.system_site_packages = value.eq_ignore_ascii_case("true");
            }
            _ => {}
        }
    }
    config
}

/// `(major, minor)` of a version such as `3.11.7` or `3.12.0.final.0`.
pub fn major_minor(version: &str) -> Option<(u32, u32)> {
    let mut parts = version.split('.');
    let major = parts.next()?.trim().parse().ok()?;
    let minor: String = parts
        .next()?
        .chars()
        .take_while(char::is_ascii_digit)
        .collect();
    Some((major, minor.parse().ok()?))
}

/// An interpreter's installation, from the real path of its executable.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Installation {
    /// The executable, every link resolved.
    pub executable: PathBuf,
    /// Two levels up: `/usr`, `~/.pyenv/versions/3.11.7`.
    pub prefix: PathBuf,
    /// The executable file's identity: a rebuilt Python is another installation.
    pub identity: String,
}

impl Installation {
    pub fn of(interpreter: &Path) -> std::io::Result<Installation> {
        let executable = std::fs::canonicalize(interpreter)?;
        let metadata = std::fs::metadata(&executable)?;
        if !metadata.is_file() {
            return Err(std::io::Error::other("not a file"));
        }
        let prefix = executable
            .parent()
            .and_then(Path::parent)
            .unwrap_or(Path::new("/"))
            .to_path_buf();
        Ok(Installation {
            identity: format!(
                "{}:{}:{}:{}",
                metadata.dev(),
                metadata.ino(),
                metadata.size(),
                metadata.mtime_nsec() + metadata.mtime() * 1_000_000_000
            ),
            executable,
            prefix,
        })
    }

    /// What running it needs to read, and no more: the executable, and of
    /// its prefix only what a Python installation keeps under `lib`
    /// (`python3.X/`, shared libraries). Never the prefix itself: a planted
    /// virtualenv may name any directory as its interpreter's home.
    pub fn grants(&self) -> Vec<PathBuf> {
        let mut grants = vec![self.executable.clone()];
        for lib in ["lib", "lib64"] {
            let Ok(entries) = std::fs::read_dir(self.prefix.join(lib)) else {
                continue;
            };
            for entry in entries.flatten() {
                let name = entry.file_name();
                let name = name.to_string_lossy();
                let python_dir = name.starts_with("python3");
                let shared = name.starts_with("lib") && name.contains(".so");
                if python_dir || shared {
                    grants.push(entry.path());
                }
            }
        }
        grants
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn configs_of_venv_uv_and_virtualenv_read_alike() {
        let venv = parse_config(
            "home = /usr/bin\ninclude-system-site-packages = false\nversion = 3.11.2\nexecutable = /usr/bin/python3.11\n",
        );
        assert_eq!(venv.home, Some(PathBuf::from("/usr/bin")));
        assert_eq!(venv.version.as_deref(), Some("3.11.2"));
        assert!(!venv.system_site_packages);
        let uv = parse_config(
            "home = /opt/py/bin\nimplementation = CPython\nuv = 0.13.9\nversion_info = 3.12.1\ninclude-system-site-packages = true\n",
        );
        assert_eq!(uv.version.as_deref(), Some("3.12.1"));
        assert!(uv.system_site_packages);
        assert_eq!(parse_config("version = 3.11\n").home, None);
        assert_eq!(major_minor("3.12.0.final.0"), Some((3, 12)));
        assert_eq!(major_minor("3.9.18"), Some((3, 9)));
        assert_eq!(major_minor("x"), None);
    }

    #[test]
    fn grants_never_include_the_prefix_itself() {
        let temp = tempfile::tempdir().unwrap();
        let prefix = temp.path();
        std::fs::create_dir_all(prefix.join("bin")).unwrap();
        std::fs::create_dir_all(prefix.join("lib/python3.12/site-packages")).unwrap();
        std::fs::create_dir_all(prefix.join("lib/secrets")).unwrap();
        std::fs::write(prefix.join("lib/libpython3.12.so.1.0"), b"").unwrap();
        std::fs::write(prefix.join("bin/python3.12"), b"").unwrap();
        std::fs::write(prefix.join("secret.txt"), b"").unwrap();
        let installation = Installation::of(&prefix.join("bin/python3.12")).unwrap();
        let mut grants = installation.grants();
        grants.sort();
        let real = std::fs::canonicalize(prefix).unwrap();
        assert_eq!(
            grants,
            [
                real.join("bin/python3.12"),
                real.join("lib/libpython3.12.so.1.0"),
                real.join("lib/python3.12"),
            ]
        );
    }
}

//! Which database a process uses: a SQLite file (the default, `qibot.db`) or a PostgreSQL
//! server named by a `postgres://user@host:port/db` URL. The PostgreSQL password comes from the
//! URL, a password file (the `database_password_file` setting), `PGPASSWORD`, or a pgpass file
//! (`PGPASSFILE`, else `~/.pgpass`, as libpq reads them). No password ever appears in a
//! message: every place that names the database shows it through [`redact`].

use std::fmt;
use std::path::{Path, PathBuf};
use std::str::FromStr;

/// A database to open.
#[derive(Clone, Debug)]
pub enum Location {
    /// A SQLite file (created with its schema if missing).
    Sqlite(PathBuf),
    /// A PostgreSQL database.
    Postgres(Box<PgLocation>),
}

/// A PostgreSQL database: the driver's connection settings, password included, and the URL as
/// it may be shown.
#[derive(Clone)]
pub struct PgLocation {
    /// Host, port, database, user and password for the driver.
    pub config: tokio_postgres::Config,
    /// The URL with any password replaced by `***`.
    pub shown: String,
    /// `sslmode` and `sslrootcert`.
    pub tls: super::tls::TlsSettings,
}

impl PgLocation {
    /// The host the URL names (`localhost` when none), as TLS checks it.
    pub fn host(&self) -> String {
        match self.config.get_hosts().first() {
            Some(tokio_postgres::config::Host::Tcp(h)) => h.clone(),
            #[cfg(unix)]
            Some(tokio_postgres::config::Host::Unix(p)) => p.display().to_string(),
            None => "localhost".to_string(),
        }
    }
}

impl fmt::Debug for PgLocation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // The driver's settings hold the password: show only the redacted URL.
        f.debug_struct("PgLocation")
            .field("url", &self.shown)
            .finish()
    }
}

impl fmt::Display for Location {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Location::Sqlite(p) => write!(f, "{}", p.display()),
            Location::Postgres(pg) => f.write_str(&pg.shown),
        }
    }
}

/// Whether `text` names a PostgreSQL database rather than a SQLite file.
pub fn is_postgres_url(text: &str) -> bool {
    let t = text.trim_start().to_ascii_lowercase();
    t.starts_with("postgres://") || t.starts_with("postgresql://")
}

/// `url` with the password of its user part and any `password=` parameter replaced by `***`;
/// other text unchanged.
pub fn redact(url: &str) -> String {
    let Some((scheme, rest)) = url.split_once("://") else {
        return url.to_string();
    };
    let query_at = rest.find('?').unwrap_or(rest.len());
    let (before_query, query) = rest.split_at(query_at);
    let authority = match before_query.rfind('@') {
        Some(at) => {
            let (user_info, host) = before_query.split_at(at);
            match user_info.split_once(':') {
                Some((user, _password)) => format!("{user}:***{host}"),
                None => before_query.to_string(),
            }
        }
        None => before_query.to_string(),
    };
    let query = query
        .split_inclusive(['?', '&'])
        .map(|part| {
            let (kv, sep) = match part.strip_suffix(['&', '?']) {
                Some(kv) => (kv, &part[kv.len()..]),
                None => (part, ""),
            };
            match kv.split_once('=') {
                Some((k, _)) if k.eq_ignore_ascii_case("password") => format!("{k}=***{sep}"),
                _ => part.to_string(),
            }
        })
        .collect::<String>();
    format!("{scheme}://{authority}{query}")
}

/// Where the PostgreSQL password may come from besides the URL (taken from the environment by
/// [`PasswordSources::from_env`]; tests give their own).
#[derive(Clone, Debug, Default)]
pub struct PasswordSources {
    /// A file holding only the password (the `database_password_file` setting).
    pub password_file: Option<PathBuf>,
    /// `PGPASSWORD`.
    pub pgpassword: Option<String>,
    /// The pgpass file: `PGPASSFILE`, else `~/.pgpass` (lines `host:port:db:user:password`).
    pub pgpass: Option<PathBuf>,
    /// The user when the URL names none: `PGUSER`, else `USER`.
    pub default_user: Option<String>,
}

impl PasswordSources {
    /// The sources of this process: `password_file` from the configuration, the rest from
    /// the environment.
    pub fn from_env(password_file: Option<PathBuf>) -> PasswordSources {
        let var = |k: &str| std::env::var(k).ok().filter(|v| !v.is_empty());
        PasswordSources {
            password_file,
            pgpassword: var("PGPASSWORD"),
            pgpass: var("PGPASSFILE")
                .map(PathBuf::from)
                .or_else(|| var("HOME").map(|h| Path::new(&h).join(".pgpass"))),
            default_user: var("PGUSER").or_else(|| var("USER")),
        }
    }
}

impl Location {
    /// Reads the `database` setting (or `--db`, `QIBOT_DATABASE_URL`): a `postgres://` URL or
    /// a SQLite file path.
    ///
    /// # Errors
    /// A sentence naming what is wrong (a bad URL, an unreadable password file), with the
    /// password hidden.
    pub fn parse(text: &str, sources: &PasswordSources) -> Result<Location, String> {
        let text = text.trim();
        if text.is_empty() {
            return Err(
                "the database is empty: give a SQLite file such as `qibot.db` or a URL such as `postgres://qibot@localhost:5432/qibot`"
                    .to_string(),
            );
        }
        if !is_postgres_url(text) {
            return Ok(Location::Sqlite(PathBuf::from(text)));
        }
        let shown = redact(text);
        let (text, tls) = super::tls::TlsSettings::take_from_url(text)
            .map_err(|e| format!("the database URL `{shown}`: {e}"))?;
        let mut config = tokio_postgres::Config::from_str(&text).map_err(|e| {
            format!(
                "the database URL `{shown}` is not valid ({e}): write postgres://USER@HOST:PORT/DATABASE"
            )
        })?;
        if config.get_user().is_none() {
            let user = sources.default_user.clone().ok_or_else(|| {
                format!("the database URL `{shown}` names no user: write postgres://USER@HOST:PORT/DATABASE")
            })?;
            config.user(&user);
        }
        if config.get_dbname().is_none() {
            let user = config.get_user().unwrap_or_default().to_string();
            config.dbname(&user);
        }
        if config.get_password().is_none()
            && let Some(p) = password(&config, sources)?
        {
            config.password(p);
        }
        if config.get_connect_timeout().is_none() {
            config.connect_timeout(std::time::Duration::from_secs(10));
        }
        config.application_name("qibot");
        config.ssl_mode(tls.driver_mode());
        Ok(Location::Postgres(Box::new(PgLocation {
            config,
            shown,
            tls,
        })))
    }
}

/// The password for `config` from the sources, in libpq's order after the URL.
fn password(
    config: &tokio_postgres::Config,
    sources: &PasswordSources,
) -> Result<Option<String>, String> {
    if let Some(f) = &sources.password_file {
        let text = std::fs::read_to_string(f).map_err(|e| {
            format!(
                "database_password_file: cannot read {}: {e}; give a file holding the password",
                f.display()
            )
        })?;
        return Ok(Some(text.trim_end_matches(['\r', '\n']).to_string()));
    }
    if let Some(p) = &sources.pgpassword {
        return Ok(Some(p.clone()));
    }
    let Some(file) = &sources.pgpass else {
        return Ok(None);
    };
    // A missing pgpass file is normal; an unreadable one is ignored like libpq does.
    let Ok(text) = std::fs::read_to_string(file) else {
        return Ok(None);
    };
    let host = match config.get_hosts().first() {
        Some(tokio_postgres::config::Host::Tcp(h)) => h.clone(),
        #[cfg(unix)]
        Some(tokio_postgres::config::Host::Unix(p)) => p.display().to_string(),
        None => "localhost".to_string(),
    };
    let port = config
        .get_ports()
        .first()
        .copied()
        .unwrap_or(5432)
        .to_string();
    let want = [
        host.as_str(),
        port.as_str(),
        config.get_dbname().unwrap_or_default(),
        config.get_user().unwrap_or_default(),
    ];
    Ok(text.lines().find_map(|line| {
        if line.starts_with('#') {
            return None;
        }
        let fields = pgpass_fields(line);
        if fields.len() != 5 {
            return None;
        }
        want.iter()
            .zip(&fields)
            .all(|(w, f)| f == "*" || f == w)
            .then(|| fields[4].clone())
    }))
}

/// The `:`-separated fields of a pgpass line (`\:` and `\\` escape).
fn pgpass_fields(line: &str) -> Vec<String> {
    let mut fields = Vec::new();
    let mut field = String::new();
    let mut chars = line.chars();
    while let Some(c) = chars.next() {
        match c {
            '\\' => field.extend(chars.next()),
            ':' => fields.push(std::mem::take(&mut field)),
            c => field.push(c),
        }
    }
    fields.push(field);
    fields
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pg(text: &str, sources: &PasswordSources) -> PgLocation {
        match Location::parse(text, sources).unwrap() {
            Location::Postgres(p) => *p,
            Location::Sqlite(p) => panic!("{} is not a URL", p.display()),
        }
    }

    #[test]
    fn passwords_are_hidden_everywhere() {
        assert_eq!(
            redact("postgres://qibot:s3cret@db:5432/qibot"),
            "postgres://qibot:***@db:5432/qibot"
        );
        assert_eq!(
            redact("postgresql://u:p%40ss@h/d?sslmode=disable&password=s3cret&x=1"),
            "postgresql://u:***@h/d?sslmode=disable&password=***&x=1"
        );
        assert_eq!(
            redact("postgres://qibot@db/qibot"),
            "postgres://qibot@db/qibot"
        );
        let p = pg(
            "postgres://qibot:s3cret@db:5432/qibot",
            &PasswordSources::default(),
        );
        assert_eq!(p.config.get_password(), Some(&b"s3cret"[..]));
        let shown = format!(
            "{} {:?} {}",
            p.shown,
            p,
            Location::Postgres(Box::new(p.clone()))
        );
        assert!(!shown.contains("s3cret"), "{shown}");
        // A URL the driver refuses is named without its password too.
        let e = Location::parse(
            "postgres://qibot:s3cret@db:notaport/qibot",
            &PasswordSources::default(),
        )
        .unwrap_err();
        assert!(!e.contains("s3cret") && e.contains("qibot:***@db"), "{e}");
    }

    #[test]
    fn sqlite_paths_and_urls_are_told_apart() {
        let s = PasswordSources::default();
        assert!(matches!(
            Location::parse("qibot.db", &s).unwrap(),
            Location::Sqlite(p) if p == Path::new("qibot.db")
        ));
        assert!(is_postgres_url("PostgreSQL://h/d"));
        assert!(Location::parse("  ", &s).unwrap_err().contains("empty"));
        let e = Location::parse("postgres://db/qibot", &s).unwrap_err();
        assert!(e.contains("names no user"), "{e}");
    }

    #[test]
    fn the_password_comes_from_file_env_or_pgpass_in_that_order() {
        let dir = tempfile::tempdir().unwrap();
        let file = dir.path().join("pw");
        std::fs::write(&file, "from-file\n").unwrap();
        let pgpass = dir.path().join("pgpass");
        std::fs::write(
            &pgpass,
            "# comment\nother:5432:*:qibot:wrong\ndb:5433:qibot:qibot:from\\:pgpass\n",
        )
        .unwrap();
        let url = "postgres://qibot@db:5433/qibot";
        let mut s = PasswordSources {
            password_file: Some(file),
            pgpassword: Some("from-env".into()),
            pgpass: Some(pgpass),
            default_user: None,
        };
        let pw = |s: &PasswordSources| {
            pg(url, s)
                .config
                .get_password()
                .map(|p| String::from_utf8_lossy(p).into_owned())
        };
        assert_eq!(pw(&s).as_deref(), Some("from-file"));
        s.password_file = None;
        assert_eq!(pw(&s).as_deref(), Some("from-env"));
        s.pgpassword = None;
        assert_eq!(pw(&s).as_deref(), Some("from:pgpass"));
        s.pgpass = None;
        assert_eq!(pw(&s), None);
        s.password_file = Some(dir.path().join("missing"));
        let e = Location::parse(url, &s).unwrap_err();
        assert!(e.contains("database_password_file"), "{e}");
    }
}

//! A real terminal for tests of full-screen commands: the command runs in a detached
//! tmux session on a private socket, keys are sent with `send-keys` and the screen is
//! read with `capture-pane`. The script records the exit code and whether the terminal
//! was left in canonical (cooked) mode, then stays a moment so the screen after exit can
//! be read too.

use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

static NEXT: AtomicUsize = AtomicUsize::new(0);

/// One command running in its own tmux server.
pub(crate) struct Tty {
    socket: String,
    dir: tempfile::TempDir,
}

/// Whether tmux can be run here (CI installs it: `.ci/run`).
#[must_use]
pub(crate) fn available() -> bool {
    Command::new("tmux")
        .arg("-V")
        .output()
        .is_ok_and(|o| o.status.success())
}

impl Tty {
    /// Run `script` (bash) in a `width`×`height` terminal with `env` set, in a fresh
    /// HOME, config and cache dir; `esx` on PATH is the binary under test.
    pub(crate) fn start(script: &str, env: &[(&str, &str)], width: u16, height: u16) -> Self {
        assert!(
            available(),
            "tmux is needed for the terminal tests (apt-get install -y tmux)"
        );
        let dir = tempfile::tempdir().expect("tempdir");
        let bin = dir.path().join("bin");
        std::fs::create_dir_all(&bin).expect("mkdir bin");
        std::os::unix::fs::symlink(env!("CARGO_BIN_EXE_esx"), bin.join("esx"))
            .expect("symlink esx");
        let d = dir.path().display();
        let mut text = format!(
            "unset ESX_API_KEY ESX_BASE_URL ESX_PROFILE ESX_DEMO NO_COLOR COLUMNS LINES\n\
             export HOME={d} ESX_CONFIG_DIR={d}/config ESX_CACHE_DIR={d}/cache TZ=UTC TERM=xterm-256color\n\
             export ESX_NOW={}\n\
             export PATH={}:\"$PATH\"\n",
            super::sim::NOW,
            bin.display()
        );
        for (k, v) in env {
            let _ = writeln!(text, "export {k}='{v}'");
        }
        let _ = write!(
            text,
            "cd {d}\n{script}\necho $? > {d}/exit\nstty -a | grep -qw -- -icanon && echo raw > {d}/mode || echo cooked > {d}/mode\nsleep 20\n"
        );
        let run = dir.path().join("run.sh");
        std::fs::write(&run, text).expect("write script");
        let socket = format!(
            "esx-test-{}-{}",
            std::process::id(),
            NEXT.fetch_add(1, Ordering::SeqCst)
        );
        let ok = Command::new("tmux")
            .args(["-L", &socket, "-f", "/dev/null", "new-session", "-d"])
            .args(["-x", &width.to_string(), "-y", &height.to_string()])
            .arg(format!("bash {}", run.display()))
            .status()
            .expect("run tmux");
        assert!(ok.success(), "tmux new-session failed");
        Self { socket, dir }
    }

    fn tmux(&self, args: &[&str]) -> String {
        let out = Command::new("tmux")
            .args(["-L", &self.socket])
            .args(args)
            .output()
            .expect("run tmux");
        String::from_utf8_lossy(&out.stdout).into_owned()
    }

    /// The screen now, one line per row.
    #[must_use]
    pub(crate) fn screen(&self) -> String {
        self.tmux(&["capture-pane", "-p"])
    }

    /// The screen now with lines the terminal wrapped joined again (`capture-pane -J`):
    /// a line wider than the terminal shows as one line wider than it.
    #[must_use]
    pub(crate) fn screen_joined(&self) -> String {
        self.tmux(&["capture-pane", "-p", "-J"])
    }

    /// Wait until the screen shows every one of `texts`; the screen then, or a panic
    /// with the last screen.
    pub(crate) fn wait_for(&self, texts: &[&str], within: Duration) -> String {
        let start = Instant::now();
        loop {
            let s = self.screen();
            if texts.iter().all(|t| s.contains(t)) {
                return s;
            }
            assert!(
                start.elapsed() < within,
                "the screen never showed {texts:?} within {within:?}:\n{s}"
            );
            std::thread::sleep(Duration::from_millis(100));
        }
    }

    /// Wait until the screen shows at least one of `texts`.
    pub(crate) fn wait_any(&self, texts: &[&str], within: Duration) -> String {
        let start = Instant::now();
        loop {
            let s = self.screen();
            if texts.iter().any(|t| s.contains(t)) {
                return s;
            }
            assert!(
                start.elapsed() < within,
                "the screen never showed any of {texts:?} within {within:?}:\n{s}"
            );
            std::thread::sleep(Duration::from_millis(100));
        }
    }

    /// Send keys as tmux names them (`q`, `Enter`, `Escape`, `C-c`, `Tab`), one at a
    /// time with a pause, so an Escape is never read as Alt with the next key.
    pub(crate) fn keys(&self, keys: &[&str]) {
        for k in keys {
            self.tmux(&["send-keys", k]);
            std::thread::sleep(Duration::from_millis(150));
        }
    }

    /// Type text literally.
    pub(crate) fn type_text(&self, text: &str) {
        self.tmux(&["send-keys", "-l", text]);
        std::thread::sleep(Duration::from_millis(150));
    }

    /// Resize the terminal.
    pub(crate) fn resize(&self, width: u16, height: u16) {
        self.tmux(&[
            "resize-window",
            "-x",
            &width.to_string(),
            "-y",
            &height.to_string(),
        ]);
    }

    /// Send `signal` (e.g. `TERM`) to the command: the child of the pane's shell.
    pub(crate) fn signal(&self, signal: &str) {
        let shell = self.tmux(&["list-panes", "-F", "#{pane_pid}"]);
        let out = Command::new("ps")
            .args(["-o", "pid=", "--ppid", shell.trim()])
            .output()
            .expect("run ps");
        for pid in String::from_utf8_lossy(&out.stdout).split_whitespace() {
            let _ = Command::new("kill")
                .args([&format!("-{signal}"), pid])
                .status();
        }
    }

    fn file(&self, name: &str) -> PathBuf {
        self.dir.path().join(name)
    }

    /// The command's exit code and the terminal mode it left (`cooked` when restored),
    /// waiting at most `within`.
    pub(crate) fn finished(&self, within: Duration) -> Option<(i32, String)> {
        let start = Instant::now();
        while start.elapsed() < within {
            if let (Ok(code), Ok(mode)) = (read(&self.file("exit")), read(&self.file("mode"))) {
                return code
                    .trim()
                    .parse()
                    .ok()
                    .map(|c| (c, mode.trim().to_string()));
            }
            std::thread::sleep(Duration::from_millis(100));
        }
        None
    }
}

fn read(p: &Path) -> std::io::Result<String> {
    std::fs::read_to_string(p)
}

impl Drop for Tty {
    fn drop(&mut self) {
        let _ = Command::new("tmux")
            .args(["-L", &self.socket, "kill-server"])
            .output();
    }
}

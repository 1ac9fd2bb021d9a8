//! The games in play: each game's task by id, started when a game is made
//! or first asked for (from the store: after a restart, a game comes back
//! when somebody joins it), and forgotten when its task ends.

use std::collections::HashMap;
use std::sync::Arc;

use tokio::sync::{mpsc, Mutex};
use tokio::time::Duration;

use crate::game::{self, GameHandle, LiveGame};
use crate::ids;
use crate::protocol::{ClockSettings, RulesName, Sides};
use crate::store::{Store, StoreError, StoredSeat, Write};

/// How long games wait, as the server was started.
#[derive(Clone, Copy, Debug)]
pub struct Timing {
    /// How long a player may be away before the opponent may claim the game.
    pub grace: Duration,
    /// How long a game nobody follows stays in memory (a timed game in
    /// play stays until it ends, its clock running).
    pub idle: Duration,
}

/// The games in play.
pub struct Hub {
    games: Mutex<HashMap<String, GameHandle>>,
    /// The database.
    pub store: Store,
    /// The timing of every game.
    pub settings: Timing,
}

/// How many messages may wait for a game's task.
const QUEUE: usize = 64;

impl Hub {
    /// A hub with no game in play.
    #[must_use]
    pub fn new(store: Store, settings: Timing) -> Arc<Hub> {
        Arc::new(Hub {
            games: Mutex::new(HashMap::new()),
            store,
            settings,
        })
    }

    /// Makes a game with the seats given, stores it, and starts its task;
    /// `rematch_of` is the game it is a rematch of. Returns its id.
    pub async fn create(
        self: &Arc<Self>,
        rules: RulesName,
        clock: Option<ClockSettings>,
        seats: Sides<Option<StoredSeat>>,
        rematch_of: Option<&str>,
    ) -> Result<String, StoreError> {
        let id = ids::game_id();
        self.store
            .write(Write::Create {
                id: id.clone(),
                rules,
                clock,
                seats: seats.clone(),
                at: game::wall_clock(),
            })
            .await?;
        if let Some(previous) = rematch_of {
            self.store
                .write(Write::Rematch {
                    game: previous.to_owned(),
                    rematch: id.clone(),
                })
                .await?;
        }
        let live = game::new_game(id.clone(), rules, clock, seats, Arc::clone(self));
        let mut games = self.games.lock().await;
        self.launch(&mut games, live, &id);
        Ok(id)
    }

    /// The task of game `id`, started from the store if it is not running;
    /// `None` if there is no such game.
    pub async fn find(self: &Arc<Self>, id: &str) -> Result<Option<GameHandle>, StoreError> {
        let mut games = self.games.lock().await;
        if let Some(handle) = games.get(id).filter(|handle| !handle.is_closed()) {
            return Ok(Some(handle.clone()));
        }
        let Some(stored) = self.store.load(id).await? else {
            return Ok(None);
        };
        let rematch_seats = match &stored.rematch {
            Some(rematch) => self.store.load(rematch).await?.map(|game| game.seats),
            None => None,
        };
        let mut live = LiveGame::from_stored(stored, Arc::clone(self))
            .map_err(|problem| StoreError(format!("game {id} cannot be replayed: {problem}")))?;
        if let Some(seats) = rematch_seats {
            live = live.with_rematch_seats(seats);
        }
        Ok(Some(self.launch(&mut games, live, id)))
    }

    fn launch(
        &self,
        games: &mut HashMap<String, GameHandle>,
        live: LiveGame,
        id: &str,
    ) -> GameHandle {
        let (handle, commands) = mpsc::channel(QUEUE);
        games.insert(id.to_owned(), handle.clone());
        tokio::spawn(live.run(commands, handle.clone()));
        handle
    }

    /// Takes game `id` off the list, if `handle` is still its task's.
    pub async fn forget(&self, id: &str, handle: &GameHandle) {
        let mut games = self.games.lock().await;
        if games
            .get(id)
            .is_some_and(|listed| listed.same_channel(handle))
        {
            games.remove(id);
        }
    }
}
